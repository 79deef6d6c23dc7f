import { Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SmsPurpose } from '../api/send-sms-code';
import { checkSmsCode } from '@jc/shared/rules/account';
import { checkPhone } from '@jc/shared/rules/checkin';
import { formRule } from '@/lib/form-rules';
import { SmsCodeButton } from './sms-code-button';
import styles from './auth-form.module.css';

const phoneRules = [formRule(checkPhone)];
const smsCodeRules = [formRule(checkSmsCode)];

/** 手机号, as every account form asks for it (field name `phone`). */
export const PhoneField = ({ testId }: { testId: string }) => (
  <Form.Item label="手机号" name="phone" rules={phoneRules} validateFirst>
    <Input
      size="large"
      prefix={<MobileOutlined className={styles.icon} />}
      placeholder="请输入手机号"
      maxLength={11}
      inputMode="numeric"
      autoComplete="tel"
      data-testid={testId}
    />
  </Form.Item>
);

/**
 * 短信验证码 with its 获取验证码 button (field name `code`); test ids are `${testIdPrefix}-code`
 * and `${testIdPrefix}-send-code`.
 */
export function SmsCodeField({ purpose, testIdPrefix }: { purpose: SmsPurpose; testIdPrefix: string }) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label="短信验证码" required>
      <div className={styles.codeRow}>
        <Form.Item name="code" rules={smsCodeRules} noStyle>
          <Input
            size="large"
            prefix={<SafetyOutlined className={styles.icon} />}
            placeholder="6位数字验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label="短信验证码"
            data-testid={`${testIdPrefix}-code`}
          />
        </Form.Item>
        <SmsCodeButton form={form} purpose={purpose} testId={`${testIdPrefix}-send-code`} />
      </div>
    </Form.Item>
  );
}
