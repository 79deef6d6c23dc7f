import { signedInOnly } from '../../plugins/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, OrderNoRequest } from '@jc/shared';
import { buildItinerary } from './itinerary.service';

const tags = ['订单'];

/** The e-ticket itinerary (电子行程单) of a ticketed order, as a PDF download. */
const itineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.post(
    '/api/v2/itinerary/confirm',
    {
      schema: {
        tags,
        summary: '电子行程单：已出票订单的 PDF（旅客、客票号、航班、票价明细、验真码及二维码）',
        body: OrderNoRequest,
        produces: ['application/pdf'],
        response: {
          200: z
            .any()
            .meta({ type: 'string', format: 'binary' })
            .describe('PDF 文件（application/pdf，附件下载）'),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const itinerary = await buildItinerary(app.db, request.user!.id, request.body.orderNo);
      const name = `电子行程单-${itinerary.orderNo}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="itinerary-${itinerary.orderNo}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('x-itinerary-code', itinerary.code)
        .send(itinerary.pdf);
    },
  );
};

export default itineraryRoutes;
