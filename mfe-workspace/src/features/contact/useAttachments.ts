import { useCallback, useEffect, useRef, useState } from 'react';

export type AttachmentStatus = 'uploading' | 'uploaded' | 'failed';

export interface Attachment {
  id: number;
  file: File;
  status: AttachmentStatus;
  /** The upload's key once uploaded (sent as one of uploadedKeys). */
  key: string | null;
}

/**
 * The files chosen for a message: each starts uploading as soon as it is added (so Send only
 * sends the message), can be tried again after a failure, and removing it cancels its upload.
 */
export function useAttachments(upload: (file: File, signal: AbortSignal) => Promise<string>) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (id: number, change: Partial<Attachment>) =>
    setAttachments((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback(
    (id: number, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      upload(file, controller.signal).then(
        (key) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(id);
          patch(id, { status: 'uploaded', key });
        },
        () => {
          if (controller.signal.aborted) return;
          controllers.current.delete(id);
          patch(id, { status: 'failed' });
        },
      );
    },
    [upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        id: nextId.current++,
        file,
        status: 'uploading' as const,
        key: null,
      }));
      setAttachments((list) => [...list, ...added]);
      added.forEach((item) => start(item.id, item.file));
    },
    [start],
  );

  const retry = useCallback(
    (attachment: Attachment) => {
      patch(attachment.id, { status: 'uploading' });
      start(attachment.id, attachment.file);
    },
    [start],
  );

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setAttachments((list) => list.filter((item) => item.id !== id));
  }, []);

  const clear = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    setAttachments([]);
  }, []);

  return { attachments, add, retry, remove, clear };
}
