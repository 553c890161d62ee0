import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { IMAGE_CONTENT_TYPES, isImageContentType } from '@tpp/contracts';
import { Alert, Button } from '@tpp/ui';
import { cropToJpeg } from './cropImage';

export interface PortraitCropperProps {
  /** The framed square JPEG once the user confirms the framing; null when they start over. */
  onFramed: (portrait: Blob | null) => void;
  /** Whether an image is chosen (framed or not): a form refuses an unconfirmed framing. */
  onChosen?: (chosen: boolean) => void;
  disabled?: boolean;
}

/** Choose an image, frame a square crop (react-easy-crop), confirm the framing. */
export function PortraitCropper({ onFramed, onChosen, disabled }: PortraitCropperProps) {
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const choose = (file: File | undefined) => {
    setProblem(null);
    setConfirmed(false);
    onFramed(null);
    onChosen?.(false);
    if (!file) return setSource(null);
    if (!isImageContentType(file.type)) {
      setSource(null);
      return setProblem('Please choose an image (JPEG, PNG or WebP).');
    }
    onChosen?.(true);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };

  const confirm = async () => {
    if (!source || !area) return;
    try {
      onFramed(await cropToJpeg(source, area));
      setConfirmed(true);
    } catch {
      setProblem('The image could not be read. Please choose another one.');
    }
  };

  return (
    <div className="tpp-portrait-cropper">
      <div className="tpp-field">
        <label htmlFor="portrait-file">Portrait image</label>
        <input
          id="portrait-file"
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          disabled={disabled}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {source ? (
        <>
          <div className="tpp-crop" role="group" aria-label="Portrait framing: drag to move the image">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="rect"
              onCropChange={(next) => {
                setCrop(next);
                if (confirmed) {
                  setConfirmed(false);
                  onFramed(null);
                }
              }}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          </div>
          <div className="tpp-field">
            <label htmlFor="portrait-zoom">Zoom</label>
            <input
              id="portrait-zoom"
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => {
                setZoom(Number(event.target.value));
                setConfirmed(false);
                onFramed(null);
              }}
            />
          </div>
          {confirmed ? (
            <Alert tone="success">Framing confirmed.</Alert>
          ) : (
            <Button variant="secondary" onClick={() => void confirm()} disabled={!area || disabled}>
              Confirm Framing
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}
