/** A page whose URL takes no parameters: the URL is the path. */
const fixed = <P extends string>(path: P) => ({ path, url: () => path });

/** Every route of the site and how to build its URL. */
export const paths = {
  home: fixed('/'),
  ticket: fixed('/Ticket'),
  policeTicket: fixed('/PoliceTicket'),
  flightDynamics: fixed('/flightDynamics'),
  checkIn: fixed('/checkInList'),
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
  delayCertificate: fixed('/abnormalFlightDelayCertificate'),
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
  refunds: fixed('/refunds'),
  refundDetail: {
    path: '/refundDetail',
    url: (refundNo: string) => `/refundDetail?no=${encodeURIComponent(refundNo)}`,
  },
  faq: {
    path: '/faq',
    url: (category?: string) => (category ? `/faq?category=${encodeURIComponent(category)}` : '/faq'),
  },
  // Content pages linked from the footer; their routes come with the content (protocols, FAQ) work.
  about: fixed('/about'),
  conditionsOfCarriage: fixed('/conditionsOfCarriage'),
  baggageRules: fixed('/baggageRules'),
  help: fixed('/help'),
} as const;
