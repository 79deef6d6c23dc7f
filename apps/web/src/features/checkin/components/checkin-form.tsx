import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Form, Input } from 'antd';
import { CheckCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  CHECKIN_CLOSES_MINUTES,
  CHECKIN_OPENS_HOURS,
  validateCheckIn,
  type CheckInErrors,
  type CheckInField,
  type CheckInForm as CheckInValues,
} from '@jc/shared/rules/checkin';
import { normalizeFlightNo } from '@jc/shared/rules/flight-status';
import { CheckInMessages } from '@jc/shared/rules/messages';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-token';
import { CheckInTerms } from './checkin-terms';
import styles from './checkin-form.module.css';

/** Fills some of the form, e.g. from a saved passenger. */
export type FillCheckIn = (values: Partial<CheckInValues>) => void;

interface CheckInFormProps {
  /**
   * Where the saved-passenger picker goes (docs/rules.md: a logged-in member may pick saved
   * passengers). It receives `fill` to copy the chosen passenger into the form.
   */
  passengerPicker?: (fill: FillCheckIn) => ReactNode;
}

// Limits leave room for stray spaces around a pasted value: the rules trim before they check.
const FIELDS: readonly { key: CheckInField; label: string; placeholder: string; maxLength: number }[] = [
  { key: 'name', label: '姓名', placeholder: '乘机人姓名，与证件一致', maxLength: 40 },
  { key: 'certNo', label: '证件号码', placeholder: '身份证、护照等证件号码', maxLength: 60 },
  { key: 'phone', label: '手机号', placeholder: '订票时预留的手机号', maxLength: 20 },
  { key: 'flightNo', label: '航班号', placeholder: '如 JC1001', maxLength: 12 },
  { key: 'ticketNo', label: '票号', placeholder: '929开头的13位票号', maxLength: 20 },
];

const EMPTY: CheckInValues = { name: '', certNo: '', phone: '', flightNo: '', ticketNo: '' };

/** The /checkInList address docs/pages.md names, with the trimmed values and type 1. */
function checkInListUrl(values: CheckInValues) {
  const query = new URLSearchParams({
    name: values.name,
    certNo: values.certNo,
    phone: values.phone,
    flightNo: normalizeFlightNo(values.flightNo),
    ticketNo: values.ticketNo,
    type: '1',
  });
  return `${paths.checkIn.path}?${query.toString()}`;
}

/**
 * Online check-in (docs/rules.md): every field checked with its own message, then the
 * terms, then login; a passenger who passes all three goes to the check-in list.
 */
export function CheckInForm({ passengerPicker }: CheckInFormProps) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [values, setValues] = useState<CheckInValues>(EMPTY);
  const [errors, setErrors] = useState<CheckInErrors>({});
  // Messages show from the first submit on, then follow each keystroke.
  const [checked, setChecked] = useState(false);
  const [agreed, setAgreed] = useState(false);

  const update = (next: CheckInValues) => {
    setValues(next);
    if (checked) setErrors(validateCheckIn(next).errors);
  };

  const submit = () => {
    const result = validateCheckIn(values, { termsAccepted: agreed });
    setChecked(true);
    setErrors(result.errors);
    if (result.formMessage) {
      void message.warning(result.formMessage);
      return;
    }
    if (!getToken()) {
      modal.confirm({
        title: CheckInMessages.loginRequired,
        okText: '确定',
        cancelText: '取消',
        onOk: () => navigate(paths.login.url(paths.home.path)),
      });
      return;
    }
    navigate(checkInListUrl(result.values));
  };

  return (
    <Form
      className={styles.form}
      layout="vertical"
      aria-label="在线值机"
      onFinish={submit}
      requiredMark={false}
    >
      {passengerPicker && (
        <div className={styles.picker}>{passengerPicker((fill) => update({ ...values, ...fill }))}</div>
      )}
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <Form.Item
            key={field.key}
            className={styles.item}
            label={field.label}
            htmlFor={`checkin-${field.key}`}
            validateStatus={errors[field.key] ? 'error' : undefined}
            help={errors[field.key]}
          >
            <Input
              id={`checkin-${field.key}`}
              size="large"
              value={values[field.key]}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              aria-invalid={errors[field.key] ? true : undefined}
              autoComplete="off"
              inputMode={field.key === 'phone' || field.key === 'ticketNo' ? 'numeric' : undefined}
              data-testid={`checkin-${field.key}`}
              onChange={(event) => update({ ...values, [field.key]: event.target.value })}
            />
          </Form.Item>
        ))}
        <Form.Item className={styles.submitItem} label={<span aria-hidden="true">&nbsp;</span>}>
          <Button
            className={styles.submit}
            type="primary"
            htmlType="submit"
            size="large"
            icon={<CheckCircleOutlined />}
            block
            data-testid="checkin-submit"
          >
            办理值机
          </Button>
        </Form.Item>
      </div>
      <CheckInTerms agreed={agreed} onAgreedChange={setAgreed} />
      <p className={styles.tip}>
        <InfoCircleOutlined aria-hidden="true" /> 网上值机于航班起飞前{CHECKIN_OPENS_HOURS}小时开放、起飞前
        {CHECKIN_CLOSES_MINUTES}分钟截止，办理前请先登录。
      </p>
    </Form>
  );
}
