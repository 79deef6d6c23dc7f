import { describe, expect, it } from 'vitest';
import { needsProof, sniffProofType } from './accident-refunds';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('sniffProofType', () => {
  it('knows JPEG, PNG and PDF by their first bytes, nothing else', () => {
    expect(sniffProofType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffProofType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffProofType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffProofType(bytes('hello, I am a .jpg'))).toBeNull();
    expect(sniffProofType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(sniffProofType(new Uint8Array())).toBeNull();
  });
});

describe('needsProof', () => {
  it('asks proof for illness and bereavement only', () => {
    expect(needsProof('CANCELLED')).toBe(false);
    expect(needsProof('DELAYED')).toBe(false);
    expect(needsProof('ILLNESS')).toBe(true);
    expect(needsProof('BEREAVEMENT')).toBe(true);
  });
});
