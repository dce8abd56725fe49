import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFormIntake, type FormIntake } from '../services/form-intake.js';

declare module 'fastify' {
  interface FastifyInstance {
    formIntake: FormIntake;
  }
}

/** One intake for every public form: it alone writes submissions, so it alone knows the recent ones. */
export const formIntakePlugin = fp(async (app: FastifyInstance) => {
  const intake = createFormIntake(app.db, { engine: app.dbEngine });
  app.decorate('formIntake', intake);
  // Registered after the database, so this runs before it closes: no accepted submission is cut off.
  app.addHook('onClose', () => intake.drain());
});
