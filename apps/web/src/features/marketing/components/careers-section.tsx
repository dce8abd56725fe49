import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeader } from './section-header';

/** Calls to action for data professionals: the know-your-worth form and the C2C job board. */
export function CareersSection() {
  return (
    <section className="section section--dark" aria-labelledby="careers-title">
      <div className="container">
        <SectionHeader id="careers-title" eyebrow="For data professionals" title="Your next move, made smart">
          We place data engineers, full stack developers and Dynamics consultants with clients across the
          United States and India.
        </SectionHeader>
        <div className="card-grid card-grid--2">
          <div className="card card--on-dark">
            <h3>Know your worth</h3>
            <p>
              Tick your skills, add your years of experience and receive a personalised compensation offer
              from our recruiters.
            </p>
            <Link className="button button--primary" to={paths.knowYourWorth()}>
              Know your worth
            </Link>
          </div>
          <div className="card card--on-dark">
            <h3>C2C job board</h3>
            <p>
              Browse open corp-to-corp roles with our clients, from senior data engineers to Dynamics
              architects, and apply in a few minutes.
            </p>
            <Link className="button button--light" to={paths.c2cJobBoard()}>
              Browse C2C jobs
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
