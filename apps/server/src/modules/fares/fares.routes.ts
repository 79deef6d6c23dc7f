import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const faresRoutes: FastifyPluginAsyncZod = async () => {};

export default faresRoutes;
