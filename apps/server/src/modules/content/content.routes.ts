import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contentRoutes: FastifyPluginAsyncZod = async () => {};

export default contentRoutes;
