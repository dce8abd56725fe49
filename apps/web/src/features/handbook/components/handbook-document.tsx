import '../../../styles/handbook.css';
import { HANDBOOK_ACKNOWLEDGEMENT, HANDBOOK_SECTIONS } from '../handbook-content';

export const CONTENTS_ID = 'contents';
export const ACKNOWLEDGEMENT_ID = 'acknowledgement';

const SIGNATURE_LINES = ['Employee name', 'Employee signature', 'Date'];

function BackToContents() {
  return (
    <p className="handbook__back">
      <a href={`#${CONTENTS_ID}`}>
        <span aria-hidden="true">↑</span>Back to contents
      </a>
    </p>
  );
}

function PrintButton() {
  return (
    <button type="button" className="button button--secondary handbook__print" onClick={() => window.print()}>
      Print the handbook
    </button>
  );
}

/** The whole employee handbook: contents with in-page anchors, every section, the acknowledgement. */
export function HandbookDocument() {
  return (
    <div className="handbook">
      <section className="page-intro handbook__intro" aria-labelledby="handbook-title">
        <div className="container">
          <p className="handbook__eyebrow">SmartMove Human Resources</p>
          <h1 id="handbook-title">Employee Handbook</h1>
          <div className="page-intro__text">
            <p>
              How we work together at SmartMove: employment basics, workplace policies, pay and benefits, time
              off and leaving the company. The handbook is revised every year; this page always shows the
              current version.
            </p>
          </div>
          <PrintButton />
        </div>
      </section>
      <div className="container handbook__layout">
        <nav
          id={CONTENTS_ID}
          className="handbook__toc"
          aria-labelledby="handbook-contents-title"
          tabIndex={-1}
        >
          <h2 id="handbook-contents-title">Contents</h2>
          <ol>
            {HANDBOOK_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href={`#${ACKNOWLEDGEMENT_ID}`}>{HANDBOOK_ACKNOWLEDGEMENT.title}</a>
            </li>
          </ol>
        </nav>
        <div className="handbook__body">
          {HANDBOOK_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="handbook__section"
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`${section.id}-title`}>
                <span className="handbook__number">{index + 1}.</span> {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
              <BackToContents />
            </section>
          ))}
          <section
            id={ACKNOWLEDGEMENT_ID}
            className="handbook__section acknowledgement"
            aria-labelledby={`${ACKNOWLEDGEMENT_ID}-title`}
            tabIndex={-1}
          >
            <h2 id={`${ACKNOWLEDGEMENT_ID}-title`}>
              <span className="handbook__number">{HANDBOOK_SECTIONS.length + 1}.</span>{' '}
              {HANDBOOK_ACKNOWLEDGEMENT.title}
            </h2>
            {HANDBOOK_ACKNOWLEDGEMENT.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="acknowledgement__lines">
              {SIGNATURE_LINES.map((line) => (
                <div key={line} className="signature-line">
                  <span className="signature-line__rule" aria-hidden="true" />
                  <span className="signature-line__label">{line}</span>
                </div>
              ))}
            </div>
            <BackToContents />
          </section>
        </div>
      </div>
    </div>
  );
}
