import type { CastingCall, CreateCastingCallRequest } from '@tpp/contracts';

/** The form's fields, as typed (dates as yyyy-mm-dd, '' when empty). */
export type CallFormValues = Record<
  | 'title'
  | 'brand_name'
  | 'brandRepresented'
  | 'description'
  | 'response_deadline'
  | 'start_date'
  | 'end_date'
  | 'deliverables'
  | 'compensation'
  | 'locations'
  | 'brand_image_url',
  string
>;

/** The API's field names in the form's words. */
export const CALL_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  brand_name: 'Posted by',
  brandRepresented: 'Brand represented',
  description: 'Brief',
  response_deadline: 'Response deadline',
  start_date: 'Start date',
  end_date: 'End date',
  deliverables: 'Deliverables',
  compensation: 'Compensation',
  locations: 'Locations',
  brand_image_url: 'Logo URL',
};

/** The form of a call (an empty form for a new one). */
export function formValuesOf(call: CastingCall | null): CallFormValues {
  return {
    title: call?.title ?? '',
    brand_name: call?.team_name ?? '',
    brandRepresented: call?.brandRepresented ?? '',
    description: call?.description ?? '',
    response_deadline: call?.response_deadline ?? '',
    start_date: call?.start_date ?? '',
    end_date: call?.end_date ?? '',
    deliverables: call?.deliverables ?? '',
    compensation: call?.compensation ?? '',
    locations: call?.locations ?? '',
    brand_image_url: call?.team_image_url ?? '',
  };
}

/** What the API receives: texts trimmed, empty optional fields null; the call's images kept. */
export function requestOf(values: CallFormValues, call: CastingCall | null): CreateCastingCallRequest {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    brand_name: values.brand_name.trim(),
    description: values.description.trim(),
    brandRepresented: optional(values.brandRepresented),
    response_deadline: optional(values.response_deadline),
    start_date: optional(values.start_date),
    end_date: optional(values.end_date),
    deliverables: optional(values.deliverables),
    compensation: optional(values.compensation),
    locations: optional(values.locations),
    brand_image_url: optional(values.brand_image_url),
    displayImages: call?.displayImages ?? [],
  };
}
