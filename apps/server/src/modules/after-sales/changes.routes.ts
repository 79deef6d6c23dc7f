import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeApplyRequest,
  ChangeNoRequest,
  ChangeOptionsRequest,
  ChangeOptionsResponse,
  ChangeRedirectPayRequest,
  ChangeResponse,
} from '@jc/shared';
import { ownRoutes, ownThingRefusals } from '../../lib/own-routes';
import { signedInOnly } from '../../plugins/auth';
import { quotePayRoutes, type QuoteRoutesOptions } from './paid-quote.routes';
import { applyChange, changeOf, changeOptions, confirmChange, payChange } from './changes.service';

const tags = ['改期'];

/** Voluntary date changes (docs/after-sales.md); another account's ticket or change answers 404. */
const changeRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, opts) => {
  signedInOnly(app);
  const { post } = ownRoutes(app, { tags, refused: ownThingRefusals });

  post(
    '/api/v2/order/change/options',
    {
      summary: '改期可选航班：同航线同舱位、所选日期范围（默认原航班日期前后3天）内的航班及各自应付金额',
      body: ChangeOptionsRequest,
      response: ChangeOptionsResponse,
    },
    (userId, body) => changeOptions(app.db, userId, body),
  );

  post(
    '/api/v2/order/change/apply',
    {
      summary:
        '改期报价：改期费（按票价、票价家族与距原航班起飞时间）+ 新票价高出部分（不退低价差），10分钟内有效',
      body: ChangeApplyRequest,
      response: ChangeResponse,
    },
    (userId, body) => applyChange(app.db, userId, body),
  );

  quotePayRoutes(app, opts.env, {
    prefix: '/api/v2/order/change/pay',
    tags,
    what: '改期费用',
    key: 'changeNo',
    noRequest: ChangeNoRequest,
    redirectRequest: ChangeRedirectPayRequest,
    defaultReturnPath: '/orders',
    pay: payChange,
  });

  post(
    '/api/v2/order/change/confirm',
    {
      summary: '确认改期：费用已支付（或为0）后在新航班改开客票，原票标记已改期，原座位释放',
      body: ChangeNoRequest,
      response: ChangeResponse,
      msg: '改期成功',
    },
    (userId, body) => confirmChange(app.db, userId, body.changeNo),
  );

  post(
    '/api/v2/order/change/query',
    { summary: '改期状态', body: ChangeNoRequest, response: ChangeResponse },
    (userId, body) => changeOf(app.db, userId, body.changeNo),
  );
};

export default changeRoutes;
