import { RESUME_TEXT_LABELS } from '@smartmove/contract';
import { useResumeText } from '../api/talent';
import '../../../styles/talent.css';

/** An application's page: what was read from its resume for the talent search ("No text found" for a scan). */
export function ResumeText({ applicationId }: { applicationId: string }) {
  const resumeText = useResumeText(applicationId);
  if (!resumeText.data) return null;
  const { status, text } = resumeText.data;
  return (
    <section className="resume-text" aria-labelledby="resume-text-title">
      <h2 id="resume-text-title">Resume text</h2>
      {text ? (
        <details>
          <summary>{RESUME_TEXT_LABELS[status]}</summary>
          <pre className="resume-text__body">{text}</pre>
        </details>
      ) : (
        <p role="status">{RESUME_TEXT_LABELS[status]}</p>
      )}
    </section>
  );
}
