/**
 * The sandbox gateway's own merchant accounts and keys. They are public on purpose: they sign only
 * between this site and its in-process sandbox, which no real money ever reaches, and a real
 * provider is configured with its own credentials (README, configuration).
 */

export const SANDBOX_WXPAY = {
  appId: 'wx8f2d6c1a9b3e4057',
  mchId: '1900009291',
  apiKey: 'JcSandboxWxPayApiKey0929Hmac2026',
} as const;

export const SANDBOX_YEEPAY = {
  merchantNo: '10088929001',
  secret: 'jc-sandbox-yeepay-hmac-secret-929',
} as const;

export const SANDBOX_ALIPAY = {
  appId: '2021000192900929',
  /** The merchant application's key pair: the site signs with the private key. */
  merchantPrivateKey: `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDYToV3jSVDdoWZ
ORSpNLUDgpNv5eXRKE3Abxzl/gN0roOW9w/JRU17dBELSENjC1Nuvlfg1ep81hyZ
ydWmBMpsaOrtf5qlBOndfUsPM9u4b5sUj/9fAoM+3/EwvG7/TYyVGTet28ZVFryN
plTgdJC8Nuwv7lX0VOJqfaB3/o8culEhIzMrsScc+no9YPhLo+Bvq9djOtrfeOTb
/ftqT5DlItOaDjSj5+GmRoZz1sYwqF0x2xGuA4T/qkBca8xws2Svzonv9IuPBbVC
FlIelHRQe2+6b+5mIdYReFh5z/0SEJsag77IRf3aFhfIPN6EzXoHu7vXi/C49eU2
UKmSW5/7AgMBAAECggEAD3Cbaksy67vcEXHXnbRbb2K0r3oTi3h7BE9qGqilCoEi
d3YvNEi0HSnNxaZk2P8H95GyqCPc1whZhki37V/OKyraChXfrgPJxbuZzf3/owyk
XzVgHyIIyEYn6zioG6UnccUZClnzsEMtNlc3G8Z2RlkNRuaWUBh3CO7qs2YCRSSN
3sxR1eJkHPNfiEP+1EihQ+Utm3ME7kGOaeY8lmkfwzsbiUvSlOFAb4F88TqgmKqk
ETWKlj72Ze4MhHPcrUpTs4SGvMjE76vLZ3uc17HBJISPdGXH12rEoQ0N4uWYhLUD
HFjPD0g9roIVxzGCp4Tz+0aKH1IJhBAbSeuRapx+sQKBgQD3ijg+OVhzMC63Tj33
bOptPfwfAUX3LX6vzN1uYWM2shsMVeGWBsmKsHzHPTt7OylEyen5Bfc5ktuxL5ve
2rE7gQ0iNe2Vrs6SEqY2lhtaIwHs0cYsQiXRcCX1gQyA2dvOMlLvGeIRXexZkYwW
QXSSOm5ofne0F4WghC4AMFG1jQKBgQDfswkhQxtpbTUGQ8QpPcFa3icn4FXXCfKC
XAiqHNvQ7nfPx/xAAwYwZI3apUhXJXoFQsAvGuJXMlZAPDlD4LTyB3N2wkNIKDFH
H7sr4Pv080OqCfownjR9sKl00IPRdp4ZjlZ+dyg4usfFXgWA9KzhOPiJNEuuc5ms
46suIlg1pwKBgHr8eF8p/LEWQk+elxkESyDFiCsbZdieCPBtV6LMzg9RxDCHxtHU
Q3QdpZET8iaSyTk9HHs2JJO9TFunLMk3XJEU2CKkKouQ018t1tkOET7iX8V6n/xD
TSjWkHV+jWjDVPsIc74J3REF2jTSJIi2MqWoVEykcPLQMPsEURqU5zPNAoGAEVN4
nY7pDJ1cwgN1qgwScctLFReXDnTCx74BHcvmaqRNu1Yt/3c8f3sKUakDlVxduxKU
eBGI/l/ztj3z4YICAcz58HTTaT9TscKPaLKgUTSWRRFIw4M9ZY7NUTLlQtABJtGT
eXAZOWueFXdWzcolqbwT4+ydAAIMIQvxMj2Ov3kCgYEAstCO1YyTcXmO7s1jBWOj
lhMWtr+gTANjWswIMxBWdoqJWAP/UsTRsJhqlKeYaM7hq3NCXwLh6kGHUX59ANe3
jeAF1AAA7ueohS022G0LFGgvDtfFTgHARc2eB3pjoEdZ71xv5OrGzj/xZ9GEVySK
nMxSJx5rGTk4yy1BP+ev7rc=
-----END PRIVATE KEY-----
`,
  merchantPublicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2E6Fd40lQ3aFmTkUqTS1
A4KTb+Xl0ShNwG8c5f4DdK6DlvcPyUVNe3QRC0hDYwtTbr5X4NXqfNYcmcnVpgTK
bGjq7X+apQTp3X1LDzPbuG+bFI//XwKDPt/xMLxu/02MlRk3rdvGVRa8jaZU4HSQ
vDbsL+5V9FTian2gd/6PHLpRISMzK7EnHPp6PWD4S6Pgb6vXYzra33jk2/37ak+Q
5SLTmg40o+fhpkaGc9bGMKhdMdsRrgOE/6pAXGvMcLNkr86J7/SLjwW1QhZSHpR0
UHtvum/uZiHWEXhYec/9EhCbGoO+yEX92hYXyDzehM16B7u714vwuPXlNlCpkluf
+wIDAQAB
-----END PUBLIC KEY-----
`,
  /** The platform's key pair: the sandbox signs answers and notifications, the site verifies. */
  platformPrivateKey: `-----BEGIN PRIVATE KEY-----
MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC7n/S2vEq3diLF
RY8nBrCtzEg3udCrEiNV7fPzVOr4gcQ2m+AO0PPs8ghIFrapmbUY/T+0e33uVq6D
bYGvLQ13RVwdzZQ+ZwepUftvJFQ0/3l6XC+O2uWbSYsdJWM/ztTwi5KmFmvj6b4M
V87k//5p4mwSkE811FK+7NO8y2TBKhz2mcusA9C9ntQPd1px1T+nF0JCxBqilAHX
wBEUAOoKJmGlunooQ1fPAyoylXUiCQplC9uQ5TJEf2MxytOKjKQhqEZCkSIFuxfe
fMSRPcPKEXHEh+8RwIS/vpyFXhc2bUKLgUAKMb6kbkKzmz9QXtqfJqy1nHLq6XJH
vVAO6JcXAgMBAAECggEAUMGYYs7Img6PCLnX08RdZ3D15IZl+jvkWagByEpUmIHC
In8VAUuOsf268sxT8svl1suqD9TXby6ADrGjj/KkSSHhdDJ4DCPseESBJGVOmUEc
2D21epddHGmbJwBgp6YuoRpyFGqyJXcGBeoFcyt8Jbb/LT5P2at5shPdTvV8eGcZ
sIGe0+4dkFp0RhxldqEtpgQywI+2MEn4yYwmBzUAyZu+vmTxnn/to5XsN8C/ADWU
hIsUyXSDBpdG6qQpCB1kF6stqv2R/3xj8rArccbfBjzwcKzEGBTjojEeqrf/aMmz
Cpy2dNfshwY+PU2iP1ylT1iDkpTslfE+1K2tKok7AQKBgQD5etr3MorjpXu9etFY
JMHKghcefX7D5k+Qgnd0SG7+PmMU7EZElWNZpeMIx7mNYdV19tn5C5Ww+i4Pdem6
dzyzBhqwE5dghXbgw2FVrZmJ6T/pZ7aT0HFiVqOulLWlvepA3yK8tSeTcEraHFb3
TLSAGkIkHtmkRxUb87MhCaaxeQKBgQDAh0JkwooMCYso3yIzf7FnbgXeUYS7p4BU
sgaxPSrAZEMBj3SlD70tnIhkFqqeaZ3UFZ9JSUFzr2740R/LRzz0QZqbWt8QqmQh
MB/zlz3ZDSSs+fUIu8hGpedfh5zhReWj1JgBW5a3e7NCzgwXG1gfvyP2aPGSR8mx
nBgbV9J5DwKBgEMxLpZTe4rSgCBJWubFh5g2L2nb3O+AMT+3k9qyw4ogXWk+NbK1
FXwIrLwpprUIe4h5Ar4Lu7Zdu1gYpum8wZFp/Hgd3rB1Yc4pcSa1SdwWAUuozkjD
ZDZbJVyY2s+X9eag8mcm11DjdpWF+npCo365E8VMtcuEBZBws3cbdVTpAoGAOWxe
XiUz/XEfQ3qB/fA5HotPTsbrmvjTqu9KVbTTunxtC9sYxF6UYzVL7OZhz0vbGjW0
w6wIzJNnuujM3dmKkaO7lFifLZ5UrR1oekQC22kzJjCLaCZyDrhO8UxGe15Ypuuy
xrzlkCZiCivgqUermhRtioI0gxfMTaAsBIPGL/sCgYBNwmc7bDxMy9gAP4HANYos
mI6VEi289vMjK8B6IG/fSXYf6NKWvi7aa0WDLOzUz+6Ypz8FI0N2LTa7vlgv+62d
TSgYEn5V6PILP3EA+RsaLv8WZ1ApVn667A/bFssAQlLt2FaazZpQ0Q+xZFgu1EdX
mbpZmFBZc+Dy4ed+ABkQ9Q==
-----END PRIVATE KEY-----
`,
  platformPublicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu5/0trxKt3YixUWPJwaw
rcxIN7nQqxIjVe3z81Tq+IHENpvgDtDz7PIISBa2qZm1GP0/tHt97laug22Bry0N
d0VcHc2UPmcHqVH7byRUNP95elwvjtrlm0mLHSVjP87U8IuSphZr4+m+DFfO5P/+
aeJsEpBPNdRSvuzTvMtkwSoc9pnLrAPQvZ7UD3dacdU/pxdCQsQaopQB18ARFADq
CiZhpbp6KENXzwMqMpV1IgkKZQvbkOUyRH9jMcrTioykIahGQpEiBbsX3nzEkT3D
yhFxxIfvEcCEv76chV4XNm1Ci4FACjG+pG5Cs5s/UF7anyastZxy6ulyR71QDuiX
FwIDAQAB
-----END PUBLIC KEY-----
`,
} as const;
