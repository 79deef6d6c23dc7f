import type { ReactNode } from 'react';
import { Radio } from 'antd';
import { AlipayCircleOutlined, CreditCardOutlined, WechatOutlined } from '@ant-design/icons';
import styles from './pay-methods.module.css';

/** The gateways a passenger pays by: an order on the pay page, a date change's fee, an upgrade's difference. */
export type GatewayPayMethod = 'wxnative' | 'alipay' | 'ybpc';

export const PAY_METHOD_CHOICES: readonly {
  value: GatewayPayMethod;
  label: string;
  icon: ReactNode;
  note: string;
}[] = [
  {
    value: 'wxnative',
    label: '微信支付',
    icon: <WechatOutlined style={{ color: '#09bb07' }} />,
    note: '使用微信扫一扫付款',
  },
  {
    value: 'alipay',
    label: '支付宝',
    icon: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
    note: '跳转至支付宝收银台',
  },
  {
    value: 'ybpc',
    label: '银行卡',
    icon: <CreditCardOutlined style={{ color: '#c9a063' }} />,
    note: '储蓄卡、信用卡快捷支付',
  },
];

/** What the pay button says for a method (the amount follows it): the QR code in place, or the cashier. */
export const payActionLabel = (method: GatewayPayMethod) =>
  method === 'wxnative'
    ? '生成支付二维码'
    : `前往${PAY_METHOD_CHOICES.find((m) => m.value === method)!.label}支付`;

/**
 * The three methods as large radio cards, one row (one column on a phone). Test ids are
 * `testId`-wxnative / -alipay / -ybpc.
 */
export function PayMethodPicker({
  value,
  onChange,
  methods,
  testId,
}: {
  value: GatewayPayMethod;
  onChange: (method: GatewayPayMethod) => void;
  /** The methods offered, when not all of them. */
  methods?: readonly string[];
  testId: string;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as GatewayPayMethod)}
      className={styles.methods}
    >
      {PAY_METHOD_CHOICES.filter((m) => !methods || methods.includes(m.value)).map((m) => (
        <Radio.Button
          key={m.value}
          value={m.value}
          className={styles.method}
          data-testid={`${testId}-${m.value}`}
        >
          <span className={styles.methodIcon}>{m.icon}</span>
          <span>
            <strong>{m.label}</strong>
            <span className={styles.methodNote}>{m.note}</span>
          </span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
