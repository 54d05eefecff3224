import { findRawKeys } from '../../utils/raw-keys';

describe('raw key detection', () => {
  it('finds dotted identifiers shown instead of text', () => {
    expect(findRawKeys('Vælg change.title her. errors.unknown')).toEqual(['change.title', 'errors.unknown']);
    expect(findRawKeys('common:pageTitle.home')).toEqual(['common:pageTitle.home']);
    expect(findRawKeys('(consents.requiredError)')).toEqual(['consents.requiredError']);
  });

  it('leaves e-mail addresses, host names and abbreviations alone', () => {
    const text =
      'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk. Se www.aurora.dk eller aurora.se, f.eks. i dag, t.ex. bl.a. https://images.example.com/a.png 1.200 km kl. 10.30';
    expect(findRawKeys(text)).toEqual([]);
  });
});
