import { useState } from 'react';
import type { CaseStudy } from '@tpp/contracts';
import { Button, Modal } from '@tpp/ui';
import { formatCount } from './format.js';

export interface CaseStudyModalProps {
  caseStudies: CaseStudy[];
  open: boolean;
  onClose: () => void;
  creatorName: string;
}

const SLIDES = ['Campaign', 'Content', 'Results'] as const;

function Slide({ study, index }: { study: CaseStudy; index: number }) {
  if (index === 0) {
    return (
      <div className="pf-case__slide">
        {study.contentThumbnail ? (
          <img className="pf-case__image" src={study.contentThumbnail} alt="" loading="lazy" />
        ) : null}
        <dl className="pf-case__facts">
          <dt>Brand Partner</dt>
          <dd>{study.brandPartner}</dd>
          <dt>Campaign Objectives</dt>
          <dd>{study.campaignObjectives}</dd>
        </dl>
      </div>
    );
  }
  if (index === 1) {
    return (
      <div className="pf-case__slide">
        {study.horizontalThumbnail ? (
          <img
            className="pf-case__image pf-case__image--wide"
            src={study.horizontalThumbnail}
            alt=""
            loading="lazy"
          />
        ) : null}
        <h4>Campaign Summary</h4>
        <p>{study.campaignSummary}</p>
        {study.highlightedContentUrl ? (
          <a href={study.highlightedContentUrl} target="_blank" rel="noopener noreferrer">
            View Highlighted Content
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <div className="pf-case__slide">
      <h4>Campaign Results</h4>
      <p>{study.campaignResults}</p>
      {study.stats.length > 0 ? (
        <ul className="pf-case__stats">
          {study.stats.map((stat) => (
            <li key={stat.title}>
              <strong>{formatCount(stat.value)}</strong>
              <span>{stat.title}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Case studies: a carousel of 3 slides (campaign, content, results) per case study. */
export function CaseStudyModal({ caseStudies, open, onClose, creatorName }: CaseStudyModalProps) {
  const [studyIndex, setStudyIndex] = useState(0);
  const [slide, setSlide] = useState(0);
  const study = caseStudies[studyIndex] ?? caseStudies[0];
  if (!study) return null;
  const close = () => {
    setSlide(0);
    onClose();
  };
  return (
    <Modal
      title={`${study.title} · ${creatorName}`}
      open={open}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={() => setSlide(slide - 1)} disabled={slide === 0}>
            Previous
          </Button>
          {slide < SLIDES.length - 1 ? (
            <Button onClick={() => setSlide(slide + 1)}>Next</Button>
          ) : (
            <Button onClick={close}>Close</Button>
          )}
        </>
      }
    >
      <div className="pf-case">
        {caseStudies.length > 1 ? (
          <div className="tpp-field pf-case__picker">
            <label htmlFor="pf-case-study-picker">Case study</label>
            <select
              id="pf-case-study-picker"
              value={studyIndex}
              onChange={(event) => {
                setStudyIndex(Number(event.target.value));
                setSlide(0);
              }}
            >
              {caseStudies.map((entry, index) => (
                <option key={entry.id} value={index}>
                  {entry.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className="pf-case__position" aria-live="polite">
          {SLIDES[slide]} · {slide + 1} of {SLIDES.length}
        </p>
        <Slide study={study} index={slide} />
        <div className="pf-case__dots" role="group" aria-label="Slides">
          {SLIDES.map((name, index) => (
            <button
              key={name}
              type="button"
              className={index === slide ? 'pf-case__dot pf-case__dot--on' : 'pf-case__dot'}
              aria-label={`${name} slide`}
              aria-current={index === slide ? 'step' : undefined}
              onClick={() => setSlide(index)}
            />
          ))}
        </div>
      </div>
    </Modal>
  );
}
