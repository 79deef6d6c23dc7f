import { useEffect, useMemo, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Form, Input, Radio, Space } from 'antd';
import type { Profile } from '@jc/shared';
import {
  AccountMessages,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  checkCertificate,
  maskCertNo,
} from '@jc/shared/rules/account';
import { checkName } from '@jc/shared/rules/checkin';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { CheckInMessages } from '@jc/shared/rules/messages';
import * as Person from '@/components/form/person-fields';
import { formRule } from '@/lib/form-rules';
import { useUpdateProfile } from '../api/update-profile';
import styles from './personal-info-form.module.css';

interface InfoValues {
  name: string;
  gender?: 'M' | 'F';
  birthday?: Dayjs | null;
  certType?: string;
  certNo: string;
  email: string;
}

const required = (message: string) => [formRule<unknown>((value) => (value ? null : message))];

const nameRules = [formRule(checkName)];
const emailRules = [
  formRule((email) =>
    email && (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
      ? AccountMessages.emailFormat
      : null,
  ),
];

/**
 * The certificate number on file, masked as everywhere else on the site (1101**********0315),
 * with 修改 to edit it in full. Its Form.Item gives it the number and the label's id.
 */
function MaskedCertNo({ id, value, onEdit }: { id?: string; value?: string; onEdit: () => void }) {
  return (
    <Space.Compact block>
      <Input
        id={id}
        size="large"
        readOnly
        value={maskCertNo(value ?? '')}
        data-testid="info-cert-no-masked"
      />
      <Button size="large" onClick={onEdit} data-testid="info-cert-no-edit">
        修改
      </Button>
    </Space.Compact>
  );
}

/**
 * Personal info (name, gender, birthday, certificate, e-mail), checked with the shared rules and
 * their messages; saving it makes a non-member a member. `onSaved` gets the saved profile and msg.
 * A certificate number on file shows masked until the member chooses to edit it.
 */
export function PersonalInfoForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile, msg: string) => void;
}) {
  const [form] = Form.useForm<InfoValues>();
  const update = useUpdateProfile();
  const { message } = App.useApp();
  const today = shanghaiDateOf(new Date());
  const [editingCertNo, setEditingCertNo] = useState(!profile.certNo);
  // 修改 puts the cursor in the opened field.
  const focusCertNo = useRef(false);
  useEffect(() => {
    if (!editingCertNo || !focusCertNo.current) return;
    focusCertNo.current = false;
    form.focusField('certNo');
  }, [editingCertNo, form]);
  const editCertNo = () => {
    focusCertNo.current = true;
    setEditingCertNo(true);
  };

  const birthdayRules = [
    formRule<Dayjs | ''>((birthday) =>
      !birthday
        ? AccountMessages.birthdayRequired
        : birthday.format(Person.BIRTHDAY_FORMAT) > today
          ? AccountMessages.birthdayFuture
          : null,
    ),
  ];
  // The number is checked against the chosen type and, for an ID card, the date of birth.
  const certNoRules = [
    formRule((certNo, fields) => {
      if (!certNo) return CheckInMessages.certNoRequired;
      const birthday = fields.getFieldValue('birthday') as Dayjs | null | undefined;
      return checkCertificate(fields.getFieldValue('certType') ?? '', certNo, {
        today,
        ...(birthday ? { birthday: birthday.format(Person.BIRTHDAY_FORMAT) } : {}),
      });
    }),
  ];

  const initialValues = useMemo<InfoValues>(
    () => ({
      name: profile.name ?? '',
      gender: profile.gender ?? undefined,
      birthday: profile.birthday ? dayjs(profile.birthday) : null,
      certType: profile.certType ?? '身份证',
      certNo: profile.certNo ?? '',
      email: profile.email ?? '',
    }),
    [profile],
  );

  const submit = (values: InfoValues) =>
    update.mutate(
      {
        name: values.name.trim(),
        gender: values.gender!,
        birthday: values.birthday!.format(Person.BIRTHDAY_FORMAT),
        certType: values.certType!,
        certNo: values.certNo.trim(),
        email: values.email.trim(),
      },
      {
        onSuccess: (answer) => {
          if (answer.data.certNo) setEditingCertNo(false);
          onSaved(answer.data, answer.msg);
        },
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      aria-label="个人信息"
      requiredMark
      initialValues={initialValues}
      onFinish={submit}
      // A number that fails its check is opened for editing, where the message says what to fix.
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((field) => field.name[0] === 'certNo')) setEditingCertNo(true);
      }}
      scrollToFirstError={{ block: 'center' }}
    >
      <div className={styles.grid}>
        <Form.Item label="姓名" name="name" required extra="与乘机证件上的姓名一致" rules={nameRules}>
          <Person.NameInput placeholder="请输入姓名" data-testid="info-name" />
        </Form.Item>
        <Form.Item label="性别" name="gender" required rules={required(AccountMessages.genderRequired)}>
          <Radio.Group size="large" optionType="button" buttonStyle="solid" data-testid="info-gender">
            <Radio value="M">男</Radio>
            <Radio value="F">女</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="出生日期" name="birthday" required rules={birthdayRules}>
          <Person.BirthdayPicker
            today={today}
            defaultPickerValue={dayjs('1990-01-01')}
            data-testid="info-birthday"
          />
        </Form.Item>
        <Form.Item
          label="证件类型"
          name="certType"
          required
          rules={required(AccountMessages.certTypeRequired)}
        >
          <Person.CertTypeSelect placeholder="请选择证件类型" data-testid="info-cert-type" />
        </Form.Item>
        {editingCertNo ? (
          <Person.CertNoItem rules={certNoRules} testId="info-cert-no" />
        ) : (
          <Form.Item
            label="证件号码"
            name="certNo"
            required
            dependencies={['certType', 'birthday']}
            rules={certNoRules}
          >
            <MaskedCertNo onEdit={editCertNo} />
          </Form.Item>
        )}
        <Form.Item label="电子邮箱" name="email" extra="选填，用于接收行程单与航班通知" rules={emailRules}>
          <Input size="large" placeholder="example@mail.com" maxLength={60} data-testid="info-email" />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={update.isPending}
          className={styles.submit}
          data-testid="info-submit"
        >
          {profile.isMember ? '保存修改' : '完善信息，成为会员'}
        </Button>
      </div>
    </Form>
  );
}
