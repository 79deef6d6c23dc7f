import type { SpecialTravellerKind } from '@jc/shared';
import { SPECIAL_TRAVELLER_KINDS, SPECIAL_TRAVELLER_KIND_NAMES } from '@jc/shared/rules/special-travellers';

const SUMMARIES: Record<SpecialTravellerKind, string> = {
  WHEELCHAIR: '行动不便需轮椅协助，可自带轮椅免费托运',
  UNACCOMPANIED_MINOR: '5至11周岁单独乘机，工作人员全程照料交接',
  EXPECTANT_MOTHER: '32周起须持诊断证明，36周（含）以上不予承运',
  ELDERLY: '年满70周岁，优先值机并协助登机',
  VISUALLY_IMPAIRED: '全程引导服务，可携带导盲犬',
  HEARING_IMPAIRED: '文字及手势沟通协助，广播信息专人提醒',
  STRETCHER: '须在起飞72小时前申请，并有陪同人员同行',
};

/** The kind cards: the shared name and a line on who it is for (docs/special-travellers.md). */
export const KIND_CARDS: { kind: SpecialTravellerKind; name: string; summary: string }[] =
  SPECIAL_TRAVELLER_KINDS.map((kind) => ({
    kind,
    name: SPECIAL_TRAVELLER_KIND_NAMES[kind],
    summary: SUMMARIES[kind],
  }));
