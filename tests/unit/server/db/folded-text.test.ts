import { describe, expect, it } from 'vitest';
import { foldText } from '../../../../src/server/db/folded-text.ts';

describe('foldText', () => {
  it('lowers the case and drops the accents of French, Spanish and their neighbours', () => {
    expect(foldText('BÉNIN Auto')).toBe('benin auto');
    expect(foldText("Côte d'Ivoire")).toBe("cote d'ivoire");
    expect(foldText('Peñalolén Çà Ÿ')).toBe('penalolen ca y');
  });

  it('keeps what it does not know, signs included', () => {
    expect(foldText('100% _x_ Ωmega')).toBe('100% _x_ ωmega');
  });
});
