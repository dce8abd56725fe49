import { Link } from 'react-router';
import { PageIntro } from '../../../components/ui/page-intro';
import type { LegalDocument } from '../legal-documents';
import '../../../styles/legal.css';

/** A legal page: its sections in order, and the version of the text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageIntro title={document.title}>{document.lead}</PageIntro>
      <div className="container">
        <div className="legal">
          {document.sections.map((section) => (
            <section key={section.heading} className="legal__section">
              <h2>{section.heading}</h2>
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className="legal__version">
            Version of {document.version}. See also our{' '}
            <Link to={document.related.href}>{document.related.label}</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
