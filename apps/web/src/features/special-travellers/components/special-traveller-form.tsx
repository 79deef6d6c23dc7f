import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Radio, Result, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type {
  SpecialTravellerApplication,
  SpecialTravellerApplyRequest,
  SpecialTravellerKind,
} from '@jc/shared';
import { CERT_TYPES } from '@jc/shared/rules/account';
import { addCalendarDays } from '@jc/shared/rules/dates';
import {
  PREGNANCY_CERTIFICATE_WEEKS,
  SPECIAL_TRAVELLER_KIND_NAMES,
  WHEELCHAIR_TYPES,
  WHEELCHAIR_TYPE_HINTS,
  WHEELCHAIR_TYPE_NAMES,
  formAsksBirthday,
  validateSpecialTraveller,
  type SpecialTravellerField,
} from '@jc/shared/rules/special-travellers';
import { formRule, type RuleForm } from '@/lib/form-rules';
import { useApplySpecialTraveller } from '../api/apply-special-traveller';
import styles from './special-travellers.module.css';

const DATE = 'YYYY-MM-DD';
/** Flights are on sale up to 180 days ahead (docs/rules.md). */
const FLIGHT_DAYS_AHEAD = 180;
const CERT_OPTIONS = CERT_TYPES.map((t) => ({ value: t, label: t }));

/** The form's own values: dates as the pickers hold them. */
type FormValues = Omit<SpecialTravellerApplyRequest, 'kind' | 'flightDate' | 'birthday'> & {
  flightDate?: Dayjs | null;
  birthday?: Dayjs | null;
};

const toRequest = (kind: SpecialTravellerKind, v: FormValues): SpecialTravellerApplyRequest => ({
  ...v,
  kind,
  passengerName: v.passengerName ?? '',
  certType: v.certType ?? '',
  certNo: v.certNo ?? '',
  phone: v.phone ?? '',
  flightNo: v.flightNo ?? '',
  flightDate: v.flightDate ? v.flightDate.format(DATE) : '',
  birthday: v.birthday ? v.birthday.format(DATE) : null,
});

interface Props {
  kind: SpecialTravellerKind;
  /** China date of today. */
  today: string;
}

/**
 * The application form of one kind: the common fields, then the kind's own. Every field is checked
 * by the shared `validateSpecialTraveller`, the function the server runs, so both say the same.
 */
export function SpecialTravellerForm({ kind, today }: Props) {
  const [form] = Form.useForm<FormValues>();
  const apply = useApplySpecialTraveller();
  const [done, setDone] = useState<SpecialTravellerApplication | null>(null);
  const certType = Form.useWatch('certType', form);
  const weeks = Form.useWatch('pregnancyWeeks', form);

  const rule = useMemo(() => {
    const errorOf = (field: SpecialTravellerField, f: RuleForm) =>
      validateSpecialTraveller(toRequest(kind, f.getFieldsValue(true) as FormValues), today).errors[field] ??
      null;
    return (field: SpecialTravellerField) => [formRule((_value: unknown, f) => errorOf(field, f))];
  }, [kind, today]);

  if (done)
    return (
      <Result
        status="success"
        title="申请已提交"
        subTitle={
          <>
            申请单号 <strong data-testid="special-reference">{done.applicationNo}</strong>，当前状态{' '}
            <strong data-testid="special-reference-status">{done.statusName}</strong>
            。工作人员将在航班起飞前与您联系确认，办理进度可在下方“我的申请”中查看。
          </>
        }
        extra={
          <Button
            type="primary"
            onClick={() => {
              form.resetFields();
              apply.reset();
              setDone(null);
            }}
          >
            继续申请
          </Button>
        }
      />
    );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    apply.mutate(toRequest(kind, form.getFieldsValue(true) as FormValues), { onSuccess: setDone });
  };

  const item = (field: SpecialTravellerField, label: string, control: ReactNode, extra?: object) => (
    <Form.Item name={field} label={label} rules={rule(field)} validateFirst {...extra}>
      {control}
    </Form.Item>
  );
  const text = (field: SpecialTravellerField, placeholder: string, max = 30) => (
    <Input size="large" placeholder={placeholder} maxLength={max} data-testid={`special-${field}`} />
  );
  const half = { xs: 24, md: 12 };
  // Most of the form: a required line of text in half a row.
  const textCol = (field: SpecialTravellerField, label: string, placeholder: string, max?: number) => (
    <Col {...half}>{item(field, label, text(field, placeholder, max), { required: true })}</Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ certType: '身份证' }}
      className={styles.form}
      aria-label={`${SPECIAL_TRAVELLER_KIND_NAMES[kind]}申请表`}
      onFinish={() => void submit()}
    >
      <h3 className={styles.formHeading}>乘机人信息</h3>
      <Row gutter={16}>
        {textCol('passengerName', '乘机人姓名', '与证件一致的姓名')}
        {textCol('phone', '乘机人手机号', '用于联系确认服务', 11)}
        <Col {...half}>
          {item(
            'certType',
            '证件类型',
            <Select size="large" options={CERT_OPTIONS} data-testid="special-certType" />,
            { required: true },
          )}
        </Col>
        <Col {...half}>
          {item('certNo', '证件号码', text('certNo', '请输入证件号码', 30), {
            required: true,
            dependencies: ['certType', 'birthday', 'flightDate'],
          })}
        </Col>
        {formAsksBirthday(kind, certType ?? '') && (
          <Col {...half}>
            {item(
              'birthday',
              '出生日期',
              <DatePicker
                size="large"
                className={styles.full}
                format={DATE}
                placeholder="请选择出生日期"
                disabledDate={(d) => d.format(DATE) > today}
                data-testid="special-birthday"
              />,
              { required: true, dependencies: ['flightDate'] },
            )}
          </Col>
        )}
      </Row>

      <h3 className={styles.formHeading}>航班信息</h3>
      <Row gutter={16}>
        {textCol('flightNo', '航班号', '如 JC1001', 8)}
        <Col {...half}>
          {item(
            'flightDate',
            '乘机日期',
            <DatePicker
              size="large"
              className={styles.full}
              format={DATE}
              placeholder="请选择乘机日期"
              disabledDate={(d) => {
                const day = d.format(DATE);
                return day < today || day > addCalendarDays(today, FLIGHT_DAYS_AHEAD);
              }}
              data-testid="special-flightDate"
            />,
            { required: true },
          )}
        </Col>
        <Col {...half}>{item('ticketNo', '票号（选填）', text('ticketNo', '929开头的13位数字', 13))}</Col>
      </Row>

      <h3 className={styles.formHeading}>{SPECIAL_TRAVELLER_KIND_NAMES[kind]}服务信息</h3>
      <Row gutter={16}>
        {kind === 'WHEELCHAIR' && (
          <>
            <Col xs={24}>
              {item(
                'wheelchairType',
                '轮椅类型',
                <Radio.Group className={styles.wheelchairTypes} data-testid="special-wheelchairType">
                  {WHEELCHAIR_TYPES.map((t) => (
                    <Radio key={t} value={t} className={styles.wheelchairType}>
                      <strong>
                        {t} {WHEELCHAIR_TYPE_NAMES[t]}
                      </strong>
                      <span className={styles.muted}>{WHEELCHAIR_TYPE_HINTS[t]}</span>
                    </Radio>
                  ))}
                </Radio.Group>,
                { required: true },
              )}
            </Col>
            <Col {...half}>
              {item(
                'ownWheelchair',
                '是否自带轮椅',
                <Radio.Group data-testid="special-ownWheelchair">
                  <Radio value={true}>自带轮椅（随机托运）</Radio>
                  <Radio value={false}>使用航空公司轮椅</Radio>
                </Radio.Group>,
                { required: true },
              )}
            </Col>
          </>
        )}
        {kind === 'UNACCOMPANIED_MINOR' && (
          <>
            {textCol('departureGuardianName', '出发地送机人姓名', '送机成人姓名')}
            {textCol('departureGuardianPhone', '出发地送机人手机号', '手机号', 11)}
            {textCol('arrivalGuardianName', '到达地接机人姓名', '接机成人姓名')}
            {textCol('arrivalGuardianPhone', '到达地接机人手机号', '手机号', 11)}
          </>
        )}
        {kind === 'EXPECTANT_MOTHER' && (
          <>
            <Col {...half}>
              {item(
                'pregnancyWeeks',
                '乘机日怀孕周数',
                <InputNumber
                  size="large"
                  className={styles.full}
                  min={1}
                  max={45}
                  precision={0}
                  addonAfter="周"
                  data-testid="special-pregnancyWeeks"
                />,
                { required: true },
              )}
            </Col>
            {typeof weeks === 'number' && weeks >= PREGNANCY_CERTIFICATE_WEEKS && (
              <Col {...half}>
                {item(
                  'medicalCertificateNote',
                  '诊断证明说明',
                  text('medicalCertificateNote', '出具医院、日期及适宜乘机的结论', 200),
                  { required: true, dependencies: ['pregnancyWeeks'] },
                )}
              </Col>
            )}
          </>
        )}
        {kind === 'VISUALLY_IMPAIRED' && (
          <Col {...half}>
            {item(
              'guideDog',
              '是否携带导盲犬',
              <Radio.Group data-testid="special-guideDog">
                <Radio value={true}>携带</Radio>
                <Radio value={false}>不携带</Radio>
              </Radio.Group>,
            )}
          </Col>
        )}
        {kind === 'STRETCHER' && (
          <>
            {textCol('companionName', '陪同人姓名', '同行陪同人员姓名')}
            {textCol('companionPhone', '陪同人手机号', '手机号', 11)}
          </>
        )}
        <Col xs={24}>
          {item(
            'notes',
            '备注（选填）',
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder="其他需要说明的情况"
              data-testid="special-notes"
            />,
          )}
        </Col>
      </Row>

      {apply.isError && (
        <Alert
          type="error"
          showIcon
          className={styles.alert}
          message={apply.error.message}
          data-testid="special-apply-error"
        />
      )}
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={apply.isPending}
          data-testid="special-submit"
        >
          提交申请
        </Button>
        <span className={styles.muted}>提交后工作人员将电话联系确认，请保持手机畅通。</span>
      </div>
    </Form>
  );
}
