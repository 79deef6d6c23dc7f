import { z } from 'zod';
import { validateCheckIn, type CheckInForm } from '../rules/checkin';

const Field = z.string({ message: '请输入正确的值机信息' }).max(100, '请输入正确的值机信息');

/**
 * The /checkInList query (docs/rules.md): the home form's five fields, trimmed, each checked by
 * the shared rule so the server refuses with the same Chinese message the form shows.
 */
export const CheckInLookupQuery = z
  .object({ name: Field, certNo: Field, phone: Field, flightNo: Field, ticketNo: Field })
  .transform((form: CheckInForm, ctx) => {
    const result = validateCheckIn(form);
    for (const [field, message] of Object.entries(result.errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return result.values;
  });
export type CheckInLookupQuery = z.infer<typeof CheckInLookupQuery>;
