import { SectionHeader } from './section-header';

const STEPS = [
  {
    title: 'Discover',
    text: 'A short assessment of your systems, data and goals, ending with a clear recommendation and an estimate.',
  },
  {
    title: 'Design',
    text: 'An architecture and a delivery plan you can review: platforms, costs, security and the first milestones.',
  },
  {
    title: 'Build',
    text: 'Working software every two weeks, with automated tests, documentation and demos to your stakeholders.',
  },
  {
    title: 'Run',
    text: 'Monitoring, support and knowledge transfer, so your team owns the result with confidence.',
  },
];

/** How an engagement runs, as four numbered steps. */
export function DeliveryProcess() {
  return (
    <section className="section section--alt" aria-labelledby="process-title">
      <div className="container">
        <SectionHeader id="process-title" eyebrow="How we work" title="From first call to production">
          Every engagement follows the same simple path, whether it is a two-week assessment or a multi-year
          platform programme.
        </SectionHeader>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
