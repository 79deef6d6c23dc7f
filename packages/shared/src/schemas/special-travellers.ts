import { z } from 'zod';
import { Text, okEnvelope, pageEnvelope, pageFields } from '../api';
import {
  SPECIAL_TRAVELLER_KINDS,
  SPECIAL_TRAVELLER_STATUSES,
  STAFF_TARGET_STATUSES,
  SpecialTravellerMessages,
  WHEELCHAIR_TYPES,
} from '../rules/special-travellers';

/**
 * The special traveller service (docs/special-travellers.md). The application's fields are only
 * typed here; their rules and messages are `validateSpecialTraveller`, which the server runs too,
 * so the form and the server refuse the same input with the same words.
 */

export const SpecialTravellerNo = z
  .string()
  .trim()
  .regex(/^ST\d{12,16}$/, SpecialTravellerMessages.notFound);

const field = (max: number) => Text(max, '输入内容过长').optional().nullable();

// ------------------------------------------------- POST /api/v1/special/passenger/apply/apply

export const SpecialTravellerApplyRequest = z.object({
  kind: Text(40, SpecialTravellerMessages.kindRequired),
  passengerName: Text(50, '乘机人姓名过长'),
  certType: Text(20, SpecialTravellerMessages.certTypeRequired),
  certNo: Text(50, '乘机人证件号码过长'),
  birthday: field(10),
  phone: Text(20, '手机号过长'),
  flightNo: Text(10, SpecialTravellerMessages.flightNoInvalid),
  flightDate: Text(10, SpecialTravellerMessages.flightDateRequired),
  ticketNo: field(20),
  notes: field(400),
  wheelchairType: field(10),
  ownWheelchair: z.boolean({ message: SpecialTravellerMessages.ownWheelchairRequired }).optional().nullable(),
  departureGuardianName: field(50),
  departureGuardianPhone: field(20),
  arrivalGuardianName: field(50),
  arrivalGuardianPhone: field(20),
  pregnancyWeeks: z
    .number({ message: SpecialTravellerMessages.pregnancyWeeksInvalid })
    .int(SpecialTravellerMessages.pregnancyWeeksInvalid)
    .min(0, SpecialTravellerMessages.pregnancyWeeksInvalid)
    .max(99, SpecialTravellerMessages.pregnancyWeeksInvalid)
    .optional()
    .nullable(),
  medicalCertificateNote: field(400),
  guideDog: z.boolean({ message: '请选择是否携带导盲犬' }).optional().nullable(),
  companionName: field(50),
  companionPhone: field(20),
});
export type SpecialTravellerApplyRequest = z.input<typeof SpecialTravellerApplyRequest>;

export const SpecialTravellerDetailsView = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('WHEELCHAIR'),
    wheelchairType: z.enum(WHEELCHAIR_TYPES),
    wheelchairTypeName: z.string(),
    ownWheelchair: z.boolean(),
  }),
  z.object({
    kind: z.literal('UNACCOMPANIED_MINOR'),
    birthday: z.string(),
    departureGuardianName: z.string(),
    departureGuardianPhone: z.string(),
    arrivalGuardianName: z.string(),
    arrivalGuardianPhone: z.string(),
  }),
  z.object({
    kind: z.literal('EXPECTANT_MOTHER'),
    pregnancyWeeks: z.number().int(),
    medicalCertificateNote: z.string().nullable(),
  }),
  z.object({ kind: z.literal('ELDERLY'), birthday: z.string() }),
  z.object({ kind: z.literal('VISUALLY_IMPAIRED'), guideDog: z.boolean() }),
  z.object({ kind: z.literal('HEARING_IMPAIRED') }),
  z.object({ kind: z.literal('STRETCHER'), companionName: z.string(), companionPhone: z.string() }),
]);
export type SpecialTravellerDetailsView = z.infer<typeof SpecialTravellerDetailsView>;

export const SpecialTravellerApplication = z.object({
  applicationNo: z.string(),
  kind: z.enum(SPECIAL_TRAVELLER_KINDS),
  kindName: z.string(),
  status: z.enum(SPECIAL_TRAVELLER_STATUSES),
  statusName: z.string(),
  passengerName: z.string(),
  certType: z.string(),
  /** Masked in lists, whole in the owner's detail. */
  certNo: z.string(),
  phone: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  /** Scheduled departure, China time with its offset. */
  departureTime: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  ticketNo: z.string().nullable(),
  notes: z.string().nullable(),
  details: SpecialTravellerDetailsView,
  /** Staff's note with the latest status (a rejection's reason). */
  statusNote: z.string().nullable(),
  canCancel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SpecialTravellerApplication = z.infer<typeof SpecialTravellerApplication>;
export const SpecialTravellerApplicationResponse = okEnvelope(SpecialTravellerApplication);

// -------------------------------------------------- POST /api/v1/special/passenger/apply/list

export const SpecialTravellerListRequest = z.object(pageFields(50, 10));
export const SpecialTravellerListResponse = pageEnvelope(SpecialTravellerApplication);

// ------------------------------------ POST /api/v1/special/passenger/apply/detail and /cancel

export const SpecialTravellerNoRequest = z.object({ applicationNo: SpecialTravellerNo });

// ---------------------------------------------------------- /api/admin/special-travellers

export const AdminSpecialTravellerListQuery = z.object({
  status: z.enum(SPECIAL_TRAVELLER_STATUSES, { message: '申请状态不正确' }).optional(),
  kind: z.enum(SPECIAL_TRAVELLER_KINDS, { message: SpecialTravellerMessages.kindRequired }).optional(),
  ...pageFields(100, 20),
});
export const AdminSpecialTravellerApplication = SpecialTravellerApplication.extend({
  /** The applicant's account, masked. */
  applicantPhone: z.string(),
  memberNo: z.string().nullable(),
  /** The staff account that set the latest status. */
  handledBy: z.number().int().nullable(),
  handledAt: z.string().nullable(),
});
export type AdminSpecialTravellerApplication = z.infer<typeof AdminSpecialTravellerApplication>;
export const AdminSpecialTravellerListResponse = pageEnvelope(AdminSpecialTravellerApplication);
export const AdminSpecialTravellerResponse = okEnvelope(AdminSpecialTravellerApplication);
export const AdminSpecialTravellerParams = z.object({ no: SpecialTravellerNo });
export const AdminSpecialTravellerStatusRequest = z.object({
  status: z.enum(STAFF_TARGET_STATUSES, { message: '请选择处理结果' }),
  note: Text(200, '备注最多200字').optional(),
});
