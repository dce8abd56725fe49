import { SectionHeader } from './section-header';

const VALUES = [
  {
    title: 'Business first',
    text: 'We start from the decision you need to make, then choose the data and the tools, never the other way round.',
  },
  {
    title: 'Senior by default',
    text: 'Every engagement is led by an engineer who has built platforms like yours before and stays with you to the end.',
  },
  {
    title: 'Open and portable',
    text: 'Open formats, infrastructure as code and thorough documentation, so you are never locked in to us or to a vendor.',
  },
  {
    title: 'People who grow',
    text: 'Our consultants learn every week, and we help the engineers we place find the roles and pay they deserve.',
  },
];

/** What the company believes in, as four short cards. */
export function ValuesSection() {
  return (
    <section className="section section--alt" aria-labelledby="values-title">
      <div className="container">
        <SectionHeader id="values-title" eyebrow="How we work" title="What we believe" />
        <ul className="values">
          {VALUES.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
