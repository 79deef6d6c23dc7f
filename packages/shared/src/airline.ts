/** The airline's identity: defaults the server seeds into its settings and the web app shows before they load. */
export interface AirlineProfile {
  name: string;
  englishName: string;
  code: string;
  hotline: string;
  primaryColor: string;
  accentColor: string;
}

export const DEFAULT_AIRLINE: AirlineProfile = {
  name: '锦程航空',
  englishName: 'Jincheng Airlines',
  code: 'JC',
  hotline: '95071',
  primaryColor: '#0b4f9c',
  accentColor: '#c9a063',
};
