import { api } from '@/lib/api-client';

/** POST /api/v2/itinerary/confirm: the 电子行程单 PDF, saved by the browser. */
export async function downloadItinerary(orderNo: string) {
  const blob = await api.blob('/v2/itinerary/confirm', { orderNo });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `电子行程单-${orderNo}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
