// The baseline: a bare Fastify hello-world route, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : ''}`);
