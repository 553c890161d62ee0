import './teamLook.css';
import { useId, useState } from 'react';
import { MESSAGE_DURATION_MS, type TeamDisplaySettings, type TeamLookResponse } from '@tpp/contracts';
import {
  Alert,
  apiFieldErrors,
  Button,
  formErrorMessage,
  QueryView,
  useFormSubmit,
  useTimedMessage,
  useUnsavedChangesGuard,
} from '@tpp/ui';
import { useTeamLook } from '../../../api/settingsQueries';
import { teamLookApi } from '../../../api/teamLookApi';
import { LogoField } from './LogoField';
import { LookPreview } from './LookPreview';
import {
  changedOptions,
  COLOUR_FIELDS,
  FLAG_GROUPS,
  FONT_CHOICES,
  FONT_FIELDS,
  fontChoice,
  hexOf,
  OPTION_LABELS,
  type ColourKey,
} from './lookOptions';

const LOAD_FAILED = "Your team's display settings could not be loaded.";
const SAVE_FAILED = 'The display settings could not be saved. Please try again.';
export const LOOK_SAVED = 'Display settings saved. Your public pages show them now.';

function ColourField({
  label,
  value,
  nullable,
  error,
  onChange,
}: {
  label: string;
  value: string | null;
  nullable: boolean;
  error?: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const hex = hexOf(value);
  return (
    <div className="tl-colour">
      <label htmlFor={id}>{label}</label>
      <div className="tl-colour__row">
        <input
          id={id}
          type="color"
          value={hex ?? '#ffffff'}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="tl-colour__value">{hex ?? 'Default'}</span>
        {nullable && value !== null ? (
          <Button variant="link" onClick={() => onChange(null)}>
            Use Default
          </Button>
        ) : null}
      </div>
      {error ? <p className="tl-error">{error}</p> : null}
    </div>
  );
}

/**
 * The team's look (Manage Organization, team admins and admins): every team display setting of
 * the spec with a live preview of the public roster beside the form, and the logos.
 */
export function TeamLookSection() {
  const query = useTeamLook();
  return (
    <QueryView query={query} loadingLabel="Loading the display settings..." errorText={LOAD_FAILED}>
      {(look) => <TeamLookForm look={look} onLook={query.setData} />}
    </QueryView>
  );
}

function TeamLookForm({
  look,
  onLook,
}: {
  look: TeamLookResponse;
  onLook: (look: TeamLookResponse) => void;
}) {
  const [draft, setDraft] = useState<TeamDisplaySettings>(look.display_settings);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage(MESSAGE_DURATION_MS.settingsSaved);
  const changes = changedOptions(look.display_settings, draft);
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChangesGuard(dirty);

  const { busy, onSubmit } = useFormSubmit(async () => {
    if (!dirty) return;
    setFieldErrors({});
    setFailure(null);
    saved.clear();
    try {
      const answer = await teamLookApi.setOptions(changes);
      onLook(answer);
      setDraft(answer.display_settings);
      saved.show(LOOK_SAVED);
    } catch (error) {
      const fields = apiFieldErrors(error, OPTION_LABELS);
      setFieldErrors(fields);
      setFailure(formErrorMessage(error, OPTION_LABELS, SAVE_FAILED));
    }
  });

  const set = <K extends keyof TeamDisplaySettings>(key: K, value: TeamDisplaySettings[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  // A logo is saved at once: keep the form's unsaved options, take the new logo.
  const logoSaved = (answer: TeamLookResponse) => {
    onLook(answer);
    setDraft((current) => ({ ...current, displayDarkLogo: answer.display_settings.displayDarkLogo }));
  };

  return (
    <section className="tl-section" aria-labelledby="tl-title">
      <h2 id="tl-title" className="tl-section__title">
        Display Options
      </h2>
      <p className="tpp-form__intro">
        How your public roster, shared sheets, collections and creator profiles look to brands.
      </p>
      <div className="tl-layout">
        <form className="tpp-form tl-form" onSubmit={onSubmit} noValidate>
          {saved.message ? <Alert tone="success">{saved.message}</Alert> : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}

          <fieldset className="tl-group">
            <legend>Logos</legend>
            <LogoField
              kind="logo"
              label="Team logo"
              hint="Shown at the top of your public pages. JPEG, PNG or WebP."
              url={look.team_image_url}
              onSaved={logoSaved}
            />
            <LogoField
              kind="dark"
              label="Dark logo"
              hint="Shown instead in dark mode."
              url={look.display_settings.displayDarkLogo}
              onSaved={logoSaved}
            />
          </fieldset>

          <fieldset className="tl-group">
            <legend>Colours</legend>
            <div className="tl-colours">
              {COLOUR_FIELDS.map((field) => (
                <ColourField
                  key={field.key}
                  label={field.label}
                  value={draft[field.key]}
                  nullable={field.nullable}
                  error={fieldErrors[`options.${field.key}`]}
                  onChange={(value) => set(field.key as ColourKey, value as string)}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className="tl-group">
            <legend>Fonts</legend>
            {FONT_FIELDS.map((field) => (
              <div key={field.key} className="tpp-field">
                <label htmlFor={`tl-${field.key}`}>{field.label}</label>
                <select
                  id={`tl-${field.key}`}
                  value={fontChoice(draft[field.key])}
                  onChange={(event) => set(field.key, event.target.value)}
                >
                  {FONT_CHOICES.map((font) => (
                    <option key={font.value} value={font.value}>
                      {font.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>

          {FLAG_GROUPS.map((group) => (
            <fieldset key={group.title} className="tl-group">
              <legend>{group.title}</legend>
              {group.flags.map((flag) => (
                <label key={flag.key} className="tl-flag">
                  <input
                    type="checkbox"
                    checked={draft[flag.key]}
                    onChange={(event) => set(flag.key, event.target.checked)}
                  />
                  <span>
                    <span className="tl-flag__label">{flag.label}</span>
                    <span className="tl-hint">{flag.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}

          <div className="tl-actions">
            <Button type="submit" busy={busy} disabled={!dirty}>
              Save Display Settings
            </Button>
            <Button
              variant="secondary"
              disabled={!dirty || busy}
              onClick={() => setDraft(look.display_settings)}
            >
              Discard Changes
            </Button>
          </div>
        </form>
        <LookPreview
          teamId={look.team_id}
          teamName={look.team_name}
          logoUrl={look.team_image_url}
          display={draft}
        />
      </div>
    </section>
  );
}
