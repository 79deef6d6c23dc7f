/**
 * Where the special fares page starts when the visitor has not picked a departure airport:
 * Chengdu Tianfu/Shuangliu (CTU) is the airline's home hub.
 */
export const DEFAULT_DEPARTURE_AIRPORT = 'CTU';
