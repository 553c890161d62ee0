import { WorkspacePage } from '../../components/WorkspacePage';

/** /contact-tpp: a message and attachments to the Talent Pitch Pro team. */
export function ContactUsPage() {
  return <WorkspacePage title="Contact Us" feature="Sending a message to us" />;
}
