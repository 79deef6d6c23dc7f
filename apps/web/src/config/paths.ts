/** A page whose URL takes no parameters: the URL is the path. */
const fixed = <P extends string>(path: P) => ({ path, url: () => path });

/** Every route of the site and how to build its URL. */
export const paths = {
  home: fixed('/'),
  ticket: fixed('/Ticket'),
  policeTicket: fixed('/PoliceTicket'),
  flightDynamics: fixed('/flightDynamics'),
  checkIn: {
    path: '/checkInList',
    url: (orderNo?: string) =>
      orderNo ? `/checkInList?orderNo=${encodeURIComponent(orderNo)}` : '/checkInList',
  },
  specialFares: {
    path: '/SpecialDetail',
    url: (airport: string) => `/SpecialDetail?value=${encodeURIComponent(airport)}`,
  },
  flashSale: fixed('/FlashSale'),
  serviceNotices: fixed('/ServiceNotice'),
  serviceNotice: {
    path: '/ServiceNoticeDetail',
    url: (id: number | string) => `/ServiceNoticeDetail?id=${id}`,
  },
  activities: fixed('/ThematicActivity'),
  activity: {
    path: '/ThematicActivityDetail',
    url: (id: number | string) => `/ThematicActivityDetail?id=${id}`,
  },
  /** With a passenger's flight and ticket (from the order detail), the question is asked at once. */
  delayCertificate: {
    path: '/abnormalFlightDelayCertificate',
    url: (q?: { flightNo: string; flightDate: string; name: string; ticketNo: string }) =>
      q
        ? `/abnormalFlightDelayCertificate?${new URLSearchParams({ flightNo: q.flightNo, flightDate: q.flightDate, name: q.name, ticketNo: q.ticketNo }).toString()}`
        : '/abnormalFlightDelayCertificate',
  },
  ticketVerify: fixed('/ticketVerify'),
  specialTraveller: fixed('/specialTravellerService'),
  login: {
    path: '/Login',
    url: (redirect?: string) => (redirect ? `/Login?redirect=${encodeURIComponent(redirect)}` : '/Login'),
  },
  register: fixed('/Register'),
  bindPhone: fixed('/BindPhone'),
  personalInfo: fixed('/personalInfo'),
  couponManage: fixed('/couponManage'),
  passengers: fixed('/passengers'),
  orders: fixed('/orders'),
  /**
   * With a date change's or an upgrade's number, where its cashier page (支付宝, 银行卡) comes back
   * to: the order reopens that quote's dialog to confirm it once paid.
   */
  orderDetail: {
    path: '/orderDetail',
    url: (orderNo: string, quote?: { change?: string; upgrade?: string }) =>
      `/orderDetail?orderNo=${encodeURIComponent(orderNo)}${quote?.change ? `&change=${encodeURIComponent(quote.change)}` : ''}${quote?.upgrade ? `&upgrade=${encodeURIComponent(quote.upgrade)}` : ''}`,
  },
  /** The booking page: the selection rides in the URL so that a reload keeps it. */
  booking: {
    path: '/booking',
    url: (selection: string) => `/booking?sel=${encodeURIComponent(selection)}`,
  },
  pay: {
    path: '/pay',
    url: (orderNo: string) => `/pay?orderNo=${encodeURIComponent(orderNo)}`,
  },
  payResult: {
    path: '/payResult',
    url: (orderNo: string) => `/payResult?orderNo=${encodeURIComponent(orderNo)}`,
  },
  refunds: fixed('/refunds'),
  refundDetail: {
    path: '/refundDetail',
    url: (refundNo: string) => `/refundDetail?no=${encodeURIComponent(refundNo)}`,
  },
  upgrades: fixed('/upgrades'),
  faq: {
    path: '/faq',
    url: (category?: string) => (category ? `/faq?category=${encodeURIComponent(category)}` : '/faq'),
  },
  // The airline's information pages linked from the footer (app/routes/info).
  about: fixed('/about'),
  conditionsOfCarriage: fixed('/conditionsOfCarriage'),
  baggageRules: fixed('/baggageRules'),
  help: fixed('/help'),
} as const;
