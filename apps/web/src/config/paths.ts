/** Every route of the site and how to build its URL (SPEC section 2 names them). */
export const paths = {
  home: { path: '/', url: () => '/' },
  ticket: { path: '/Ticket', url: () => '/Ticket' },
  policeTicket: { path: '/PoliceTicket', url: () => '/PoliceTicket' },
  flightDynamics: { path: '/flightDynamics', url: () => '/flightDynamics' },
  checkIn: { path: '/checkInList', url: () => '/checkInList' },
  specialFares: {
    path: '/SpecialDetail',
    url: (airport: string) => `/SpecialDetail?value=${encodeURIComponent(airport)}`,
  },
  flashSale: { path: '/FlashSale', url: () => '/FlashSale' },
  serviceNotices: { path: '/ServiceNotice', url: () => '/ServiceNotice' },
  serviceNotice: {
    path: '/ServiceNoticeDetail',
    url: (id: number | string) => `/ServiceNoticeDetail?id=${id}`,
  },
  activities: { path: '/ThematicActivity', url: () => '/ThematicActivity' },
  activity: {
    path: '/ThematicActivityDetail',
    url: (id: number | string) => `/ThematicActivityDetail?id=${id}`,
  },
  delayCertificate: { path: '/abnormalFlightDelayCertificate', url: () => '/abnormalFlightDelayCertificate' },
  specialTraveller: { path: '/specialTravellerService', url: () => '/specialTravellerService' },
  login: {
    path: '/Login',
    url: (redirect?: string) => (redirect ? `/Login?redirect=${encodeURIComponent(redirect)}` : '/Login'),
  },
  register: { path: '/Register', url: () => '/Register' },
  bindPhone: { path: '/BindPhone', url: () => '/BindPhone' },
  personalInfo: { path: '/personalInfo', url: () => '/personalInfo' },
  couponManage: { path: '/couponManage', url: () => '/couponManage' },
  passengers: { path: '/passengers', url: () => '/passengers' },
  orders: { path: '/orders', url: () => '/orders' },
  faq: {
    path: '/faq',
    url: (category?: string) => (category ? `/faq?category=${encodeURIComponent(category)}` : '/faq'),
  },
  // Content pages linked from the footer; their routes come with the content (protocols, FAQ) work.
  about: { path: '/about', url: () => '/about' },
  conditionsOfCarriage: { path: '/conditionsOfCarriage', url: () => '/conditionsOfCarriage' },
  baggageRules: { path: '/baggageRules', url: () => '/baggageRules' },
  help: { path: '/help', url: () => '/help' },
} as const;
