import { useId, useState } from 'react';
import {
  CONVERSATION_TITLE_MAX_LENGTH,
  MESSAGE_BODY_MAX_LENGTH,
  type ConversationWithMessages,
  type RosterInfluencer,
} from '@tpp/contracts';
import { useApiQuery, useSession } from '@tpp/session';
import {
  Alert,
  Button,
  FormModal,
  SelectField,
  TextAreaField,
  TextField,
  apiFieldErrors,
  formErrorMessage,
  useDebouncedValue,
} from '@tpp/ui';
import { messagingApi } from '../../api/messaging';
import { talentApi } from '../../api/talentApi';
import { workspaceKeys } from '../../api/workspaceQueries';

export const STAFF_RECEIVER = 'staff';
export const START_FAILED = 'Your message could not be sent. Please try again.';
export const MEMBERS_FAILED = 'Your team could not be loaded; you can still write to the account managers.';
const LABELS = { title: 'Title', body: 'Message', receiver_id: 'To' };

/** The optional creator the conversation is about: a search of the roster by name. */
function CreatorPicker({
  value,
  onChange,
}: {
  value: RosterInfluencer | null;
  onChange: (creator: RosterInfluencer | null) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const query = useDebouncedValue(name.trim(), 300);
  // The first 6 roster matches of the typed name (the last ones stay while the next load).
  const rosterQuery = { name: query, sort: 'name', page: 1, limit: 25 } as const;
  const searching = query !== '' && !value;
  const matches = useApiQuery(
    workspaceKeys.roster(rosterQuery),
    (signal) => talentApi.roster(rosterQuery, signal),
    { enabled: searching, keepPrevious: true },
  ).data;
  const found = searching ? (matches?.influencers.slice(0, 6) ?? []) : [];

  if (value)
    return (
      <div className="tpp-field">
        <span className="tpp-new-message__label">Creator (optional)</span>
        <p className="tpp-new-message__creator">
          {value.fullname}{' '}
          <Button variant="link" onClick={() => onChange(null)}>
            Remove<span className="tpp-visually-hidden"> {value.fullname}</span>
          </Button>
        </p>
      </div>
    );
  return (
    <div className="tpp-field">
      <label htmlFor={id}>Creator (optional)</label>
      <input
        id={id}
        type="search"
        value={name}
        placeholder="Search your roster by name"
        onChange={(event) => setName(event.target.value)}
      />
      {found.length > 0 ? (
        <ul className="tpp-new-message__found" aria-label="Matching creators">
          {found.map((creator) => (
            <li key={creator.id}>
              <Button variant="link" onClick={() => onChange(creator)}>
                {creator.fullname}
                {creator.primary_handle ? ` (@${creator.primary_handle})` : ''}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface NewMessageDialogProps {
  onClose: () => void;
  onStarted: (conversation: ConversationWithMessages) => void;
}

/** 'New Message': to a member of the team or to the account managers; a title, a message, and optionally a creator. */
export function NewMessageDialog({ onClose, onStarted }: NewMessageDialogProps) {
  const selfId = useSession((state) => state.user?.id ?? null);
  const membersQuery = useApiQuery(workspaceKeys.teamMembers(), (signal) => messagingApi.teamMembers(signal));
  const members = membersQuery.data?.members.filter((member) => member.id !== selfId) ?? null;
  const membersFailed = membersQuery.state.status === 'error' || membersQuery.state.status === 'not-found';
  const [to, setTo] = useState(STAFF_RECEIVER);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [creator, setCreator] = useState<RosterInfluencer | null>(null);
  const [sending, setSending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    const blank: Record<string, string> = {};
    if (title.trim() === '') blank.title = 'Title is required';
    if (body.trim() === '') blank.body = 'Message is required';
    setFields(blank);
    setFailure(null);
    if (Object.keys(blank).length > 0) return;
    setSending(true);
    try {
      const conversation = await messagingApi.start({
        title: title.trim(),
        body,
        ...(to === STAFF_RECEIVER ? { to_staff: true } : { receiver_id: Number(to) }),
        ...(creator ? { influencer_id: creator.id } : {}),
      });
      onStarted(conversation);
    } catch (error) {
      setFields(apiFieldErrors(error, LABELS));
      setFailure(formErrorMessage(error, LABELS, START_FAILED));
      setSending(false);
    }
  };

  return (
    <FormModal
      title="New Message"
      onClose={onClose}
      submitLabel="Send"
      busy={sending}
      cancelDisabled={sending}
      formClassName="tpp-new-message"
      onSubmit={() => void send()}
    >
      <SelectField
        label="To"
        value={to}
        hint={membersFailed ? MEMBERS_FAILED : undefined}
        onChange={(event) => setTo(event.target.value)}
      >
        <option value={STAFF_RECEIVER}>Account Managers (Talent Pitch Pro)</option>
        {(members ?? []).map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.full_name} ({member.email})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        value={title}
        maxLength={CONVERSATION_TITLE_MAX_LENGTH}
        error={fields.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label="Message"
        rows={5}
        maxLength={MESSAGE_BODY_MAX_LENGTH}
        value={body}
        error={fields.body}
        onChange={(event) => setBody(event.target.value)}
      />
      <CreatorPicker value={creator} onChange={setCreator} />
      {failure && Object.keys(fields).length === 0 ? <Alert tone="error">{failure}</Alert> : null}
    </FormModal>
  );
}
