import { useEffect } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Drawer, Form, Grid, Input, Tag } from 'antd';
import {
  PASSENGER_TYPE_NAMES,
  birthdayFromCertificate,
  passengerTypeOn,
  validateSavedPassenger,
  type SavedPassengerErrors,
  type SavedPassengerForm,
} from '@jc/shared/rules/account';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import * as Person from '@/components/form/person-fields';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { useAuthToken } from '@/hooks/use-auth-token';
import { formRule } from '@/lib/form-rules';
import { useAddPassenger } from '../api/add-passenger';
import { usePassenger } from '../api/get-passenger';
import { useUpdatePassenger } from '../api/update-passenger';
import { TYPE_COLORS } from './passenger-type-tag';
import styles from './passenger-form-drawer.module.css';

interface FormValues {
  name: string;
  certType: string;
  certNo: string;
  birthday: Dayjs | null;
  phone: string;
}

const EMPTY: FormValues = { name: '', certType: '身份证', certNo: '', birthday: null, phone: '' };

const toRuleForm = (v: Partial<FormValues>): SavedPassengerForm => ({
  name: v.name ?? '',
  certType: v.certType ?? '',
  certNo: v.certNo ?? '',
  birthday: v.birthday ? v.birthday.format(Person.BIRTHDAY_FORMAT) : '',
  phone: v.phone ?? '',
});

interface PassengerFormDrawerProps {
  open: boolean;
  /** The passenger being edited; null adds a new one. */
  editingId: number | null;
  onClose: () => void;
}

/**
 * Add or edit a saved passenger in a drawer (from the bottom on phones). Every field is checked by
 * validateSavedPassenger with its messages; editing loads the full numbers from the detail call.
 */
export function PassengerFormDrawer({ open, editingId, onClose }: PassengerFormDrawerProps) {
  const token = useAuthToken();
  const screens = Grid.useBreakpoint();
  const phoneLayout = screens.md === false;
  const detail = usePassenger(token, open ? editingId : null);
  const editing = editingId !== null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={editing ? '编辑乘机人' : '新增乘机人'}
      placement={phoneLayout ? 'bottom' : 'right'}
      size={phoneLayout ? '88%' : 480}
      destroyOnHidden
      classNames={{ body: styles.body }}
      rootClassName={styles.root}
    >
      {!editing ? (
        <PassengerForm onDone={onClose} />
      ) : detail.isPending ? (
        <PageLoading minHeight={240} />
      ) : detail.isError ? (
        <PageError
          title="乘机人信息加载失败"
          description={detail.error.message}
          onRetry={() => detail.refetch()}
        />
      ) : (
        <PassengerForm
          id={editingId}
          initial={{
            name: detail.data.name,
            certType: detail.data.certType,
            certNo: detail.data.certNo,
            birthday: dayjs(detail.data.birthday),
            phone: detail.data.phone ?? '',
          }}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

function PassengerForm({
  id,
  initial = EMPTY,
  onDone,
}: {
  id?: number;
  initial?: FormValues;
  onDone: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const add = useAddPassenger();
  const update = useUpdatePassenger();
  const { message } = App.useApp();
  const today = shanghaiDateOf(new Date());
  const birthday = Form.useWatch('birthday', form);
  const certType = Form.useWatch('certType', form);
  const certNo = Form.useWatch('certNo', form);
  const type = birthday ? passengerTypeOn(birthday.format(Person.BIRTHDAY_FORMAT), today) : null;

  // An ID card carries the birth date: fill it in when it is still empty.
  useEffect(() => {
    if (form.getFieldValue('birthday')) return;
    const born = birthdayFromCertificate(certType ?? '', certNo ?? '', today);
    if (born) form.setFieldValue('birthday', dayjs(born));
  }, [certNo, certType, form, today]);

  // Every field shows its own message of the one shared check of the whole passenger.
  const rules = (field: keyof SavedPassengerErrors) => [
    formRule<unknown>(
      (_value, fields) => validateSavedPassenger(toRuleForm(fields.getFieldsValue()), today)[field] ?? null,
    ),
  ];

  const submit = (values: FormValues) => {
    const input = {
      name: values.name.trim(),
      certType: values.certType,
      certNo: values.certNo.trim().toUpperCase(),
      birthday: values.birthday!.format(Person.BIRTHDAY_FORMAT),
      phone: values.phone.trim() || undefined,
    };
    const options = {
      onSuccess: (answer: { msg: string }) => {
        void message.success(answer.msg);
        onDone();
      },
      onError: (error: Error) => void message.error(error.message),
    };
    if (id !== undefined) update.mutate({ ...input, id }, options);
    else add.mutate(input, options);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onFinish={submit}
      className={styles.form}
      aria-label={id !== undefined ? '编辑乘机人' : '新增乘机人'}
    >
      <Form.Item
        label="姓名"
        name="name"
        required
        rules={rules('name')}
        extra="与证件上的姓名一致，全中文或全英文"
      >
        <Person.NameInput placeholder="请输入乘机人姓名" data-testid="passenger-name" />
      </Form.Item>
      <Form.Item label="证件类型" name="certType" required rules={rules('certType')}>
        <Person.CertTypeSelect data-testid="passenger-cert-type" />
      </Form.Item>
      <Person.CertNoItem rules={rules('certNo')} testId="passenger-cert-no" />
      <Form.Item label="出生日期" required>
        <div className={styles.birthRow}>
          <Form.Item name="birthday" rules={rules('birthday')} noStyle>
            <Person.BirthdayPicker today={today} data-testid="passenger-birthday" />
          </Form.Item>
          {type && (
            <Tag color={TYPE_COLORS[type]} className={styles.typeTag}>
              {PASSENGER_TYPE_NAMES[type]}
            </Tag>
          )}
        </div>
      </Form.Item>
      <Form.Item label="手机号" name="phone" rules={rules('phone')} extra="选填，用于接收航班动态通知">
        <Input
          size="large"
          placeholder="请输入手机号"
          maxLength={11}
          inputMode="numeric"
          data-testid="passenger-phone"
        />
      </Form.Item>
      <div className={styles.actions}>
        <Button size="large" onClick={onDone}>
          取消
        </Button>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={add.isPending || update.isPending}
          data-testid="passenger-save"
        >
          保存
        </Button>
      </div>
    </Form>
  );
}
