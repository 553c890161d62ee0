import { WorkspacePage } from '../../components/WorkspacePage';

/** /messages: conversations; ?conversation_id opens one. */
export function MessagesPage() {
  return <WorkspacePage title="Messages" feature="Messages" />;
}
