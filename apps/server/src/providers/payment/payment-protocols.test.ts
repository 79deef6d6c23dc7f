import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { alipaySignString, rawJsonMember, rsa2Sign, verifyAlipayParams } from './alipay/alipay-protocol';
import { fenToYuan, parseChinaTime, yuanToFen } from './gateway';
import { parseWxXml, toWxXml, wxSign, wxVerify } from './wxpay/wxpay-protocol';
import { cashierQuerySign, hmacHex } from './yeepay/yeepay-protocol';

describe('payment protocols', () => {
  it('signs WeChat Pay v2 parameters as the platform documents (HMAC-SHA256 example)', () => {
    const params = {
      appid: 'wxd930ea5d5a258f4f',
      mch_id: 10000100,
      device_info: 1000,
      body: 'test',
      nonce_str: 'ibuaiVcKdpRxkhJA',
      sign: 'ignored',
      empty: '',
    };
    expect(wxSign(params, '192006250b4c09247ec02edce69f6a2d')).toBe(
      '6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6',
    );
  });

  it('writes and reads the flat XML of WeChat Pay, CDATA and all, and refuses what is not one', () => {
    const xml = toWxXml({ return_code: 'SUCCESS', total_fee: 135000, body: '锦程航空机票 <JC> & ]]> x' });
    expect(xml).toBe(
      '<xml><return_code><![CDATA[SUCCESS]]></return_code><total_fee>135000</total_fee><body><![CDATA[锦程航空机票 <JC> & ]]]]><![CDATA[> x]]></body></xml>',
    );
    expect(parseWxXml(xml)).toEqual({
      return_code: 'SUCCESS',
      total_fee: '135000',
      body: '锦程航空机票 <JC> & ]]> x',
    });
    expect(parseWxXml('not xml')).toBeNull();
    expect(parseWxXml('<xml><a><b>1</b></a></xml>')).toBeNull();
    // A document type (and so an external entity) is refused, never resolved.
    expect(
      parseWxXml('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><a>&e;</a></xml>'),
    ).toBeNull();
    const signed = { a: '1', b: '2' };
    expect(wxVerify({ ...signed, sign: wxSign(signed, 'k') }, 'k')).toBe(true);
    expect(wxVerify({ ...signed, b: '3', sign: wxSign(signed, 'k') }, 'k')).toBe(false);
  });

  it('signs and verifies Alipay RSA2 parameters, leaving sign and sign_type out of a notification', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const priv = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(alipaySignString({ b: '2', a: '1', sign: 'x', c: '' })).toBe('a=1&b=2');
    const notice: Record<string, string> = { out_trade_no: 'P1', total_amount: '1350.00', sign_type: 'RSA2' };
    notice.sign = rsa2Sign(alipaySignString(notice, ['sign', 'sign_type']), priv);
    expect(verifyAlipayParams(notice, pub)).toBe(true);
    expect(verifyAlipayParams({ ...notice, total_amount: '1.00' }, pub)).toBe(false);
    const answer =
      '{"alipay_trade_query_response":{"code":"10000","msg":"Success","note":"a}b\\"{"},"sign":"x"}';
    expect(rawJsonMember(answer, 'alipay_trade_query_response')).toBe(
      '{"code":"10000","msg":"Success","note":"a}b\\"{"}',
    );
  });

  it('signs the bank-card cashier address over its sorted query', () => {
    expect(cashierQuerySign('s', { merchantNo: 'm', token: 't', timestamp: '1' })).toBe(
      hmacHex('s', 'merchantNo=m&timestamp=1&token=t'),
    );
  });

  it('converts yuan strings and fen exactly, and reads Beijing time', () => {
    expect(fenToYuan(135001)).toBe('1350.01');
    expect(fenToYuan(5)).toBe('0.05');
    expect(yuanToFen('1350.01')).toBe(135001);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('12')).toBe(1200);
    for (const bad of ['1.001', '-1', '1e3', '', ' ', 'abc', undefined]) expect(yuanToFen(bad)).toBeNull();
    expect(parseChinaTime('20261124103000', 'YYYYMMDDHHmmss')?.toISOString()).toBe(
      '2026-11-24T02:30:00.000Z',
    );
    expect(parseChinaTime('2026-11-24 10:30:00', 'YYYY-MM-DD HH:mm:ss')?.toISOString()).toBe(
      '2026-11-24T02:30:00.000Z',
    );
    expect(parseChinaTime('2026-11-24', 'YYYY-MM-DD HH:mm:ss')).toBeNull();
  });

  it('refuses a real gateway without its credentials and the public address notifications go to', () => {
    expect(() => loadEnv({ WXPAY_API_BASE: 'https://api.mch.weixin.qq.com' })).toThrow(
      /WXPAY_APP_ID[\s\S]*WXPAY_MCH_ID[\s\S]*WXPAY_API_KEY[\s\S]*SITE_ORIGIN/,
    );
    expect(() => loadEnv({ ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do' })).toThrow(
      /ALIPAY_APP_ID[\s\S]*ALIPAY_PRIVATE_KEY[\s\S]*ALIPAY_PUBLIC_KEY/,
    );
    expect(() => loadEnv({ YEEPAY_API_BASE: 'https://openapi.yeepay.com/yop-center' })).toThrow(
      /YEEPAY_CASHIER_URL[\s\S]*YEEPAY_MERCHANT_NO[\s\S]*YEEPAY_SECRET/,
    );
    expect(
      loadEnv({
        WXPAY_API_BASE: 'https://api.mch.weixin.qq.com',
        WXPAY_APP_ID: 'wx1',
        WXPAY_MCH_ID: '1',
        WXPAY_API_KEY: 'k',
        SITE_ORIGIN: 'https://www.example.com',
      }).WXPAY_API_BASE,
    ).toBe('https://api.mch.weixin.qq.com');
  });
});
