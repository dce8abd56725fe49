import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeaveService, type LeaveService } from '../services/leave-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Leave requests and the paid time off balance (overlaps and an insufficient balance refused). */
    leaves: LeaveService;
  }
}

/** The leave service of the portal's leave calls (after the database plugin). */
export const leavesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('leaves', createLeaveService(app.db, app.dbEngine));
});
