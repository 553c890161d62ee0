import type { CastingCall } from '@tpp/contracts';
import { Alert, Button, TextAreaField, TextField, useFormFields, useFormSubmit } from '@tpp/ui';
import { creatorCallsAdminApi } from '../../api/creatorCallsAdminApi';
import { CALL_FIELD_LABELS, formValuesOf, requestOf, type CallFormValues } from './creatorCallForm';

export interface CreatorCallFormProps {
  /** The call to edit; null: a new call. */
  call: CastingCall | null;
  onSaved: (call: CastingCall) => void;
  onCancel: () => void;
}

/**
 * A Creator Call's fields. Required: title, who posts it and the brief; the API's message for a
 * field (a date that is not one, an end before the start) shows under that field.
 */
export function CreatorCallForm({ call, onSaved, onCancel }: CreatorCallFormProps) {
  const form = useFormFields<keyof CallFormValues>(() => formValuesOf(call), { labels: CALL_FIELD_LABELS });
  const { field } = form;
  const heading = call ? `Edit ${call.title}` : 'New Creator Call';

  const { busy, onSubmit } = useFormSubmit(async () => {
    form.clearMessages();
    try {
      const body = requestOf(form.values, call);
      const answer = call
        ? await creatorCallsAdminApi.update(call.id, body)
        : await creatorCallsAdminApi.create(body);
      onSaved(answer.casting_call);
    } catch (error) {
      form.fail(error, 'The Creator Call could not be saved. Please try again.');
    }
  });

  return (
    <form className="tpp-card call-admin__form" onSubmit={onSubmit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      {form.failure ? <Alert tone="error">{form.failure}</Alert> : null}
      <div className="call-admin__grid">
        <TextField label="Title" required maxLength={200} {...field('title')} />
        <TextField
          label="Posted by"
          hint="The brand or agency agencies see as the poster."
          required
          maxLength={200}
          {...field('brand_name')}
        />
        <TextField
          label="Brand represented"
          hint="Optional."
          maxLength={200}
          {...field('brandRepresented')}
        />
        <TextField
          label="Response deadline"
          type="date"
          hint="The last day agencies can respond. Empty: no deadline."
          {...field('response_deadline')}
        />
        <TextField label="Start date" type="date" {...field('start_date')} />
        <TextField label="End date" type="date" {...field('end_date')} />
      </div>
      <TextAreaField label="Brief" required rows={5} maxLength={10_000} {...field('description')} />
      <TextAreaField label="Deliverables" rows={2} maxLength={5000} {...field('deliverables')} />
      <div className="call-admin__grid">
        <TextField label="Compensation" maxLength={1000} {...field('compensation')} />
        <TextField label="Locations" maxLength={1000} {...field('locations')} />
      </div>
      <TextField label="Logo URL" hint="Optional: https://… or /…" {...field('brand_image_url')} />
      <div className="tpp-actions">
        <Button type="submit" busy={busy}>
          {call ? 'Save changes' : 'Create Creator Call'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
