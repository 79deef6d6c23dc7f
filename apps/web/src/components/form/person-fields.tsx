import {
  DatePicker,
  Form,
  Input,
  Select,
  type DatePickerProps,
  type FormRule,
  type InputProps,
  type SelectProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { CERT_TYPES } from '@jc/shared/rules/account';
import styles from './person-fields.module.css';

/** How the person forms show and send a date of birth. */
export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';

const CERT_TYPE_OPTIONS = CERT_TYPES.map((type) => ({ value: type, label: type }));

/**
 * The controls of a person's identity, as the personal info and the saved-passenger forms ask for
 * it: each goes inside a Form.Item, which gives it its value; other props pass through.
 */
export const NameInput = (props: InputProps) => <Input size="large" maxLength={30} {...props} />;

export const CertTypeSelect = (props: SelectProps<string>) => (
  <Select size="large" options={CERT_TYPE_OPTIONS} {...props} />
);

/** 证件号码, with its field: checked again whenever the certificate type or the birth date changes. */
export const CertNoItem = ({ rules, testId }: { rules: FormRule[]; testId: string }) => (
  <Form.Item label="证件号码" name="certNo" required dependencies={['certType', 'birthday']} rules={rules}>
    <Input size="large" placeholder="请输入证件号码" maxLength={30} data-testid={testId} />
  </Form.Item>
);

/** A birth date: any day up to `today` ('YYYY-MM-DD'). */
export const BirthdayPicker = ({ today, ...props }: DatePickerProps<Dayjs> & { today: string }) => (
  <DatePicker
    size="large"
    className={styles.full}
    placeholder="请选择出生日期"
    format={BIRTHDAY_FORMAT}
    disabledDate={(day) => day.format(BIRTHDAY_FORMAT) > today}
    {...props}
  />
);
