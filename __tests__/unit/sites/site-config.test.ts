import { SiteConfigError, sites, validateSites } from '@/config/site-registry';
import auroraDk from '@/config/sites/aurora-dk';

function fileWith(patch: Record<string, unknown>, file = 'config/sites/aurora-dk.ts') {
  return { file, config: { ...auroraDk, ...patch } };
}

function errorOf(run: () => unknown): SiteConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error('expected a SiteConfigError');
}

describe('site config validation', () => {
  it('accepts the shipped sites: the four demo brands x markets and maintenance', () => {
    expect(sites.map((site) => site.id).sort()).toEqual(['aurora-dk', 'aurora-se', 'maintenance', 'volta-dk', 'volta-se']);
    expect(sites.find((site) => site.id === 'maintenance')?.maintenance).toBe(true);
    expect(sites.filter((site) => site.maintenance)).toHaveLength(1);
  });

  it('gives DK sites Danish and SE sites Swedish', () => {
    for (const site of sites) {
      expect(site.locales[0]).toBe(site.marketId === 'DK' ? 'da' : 'sv');
    }
  });

  it('names the file and the field of a wrong value', () => {
    const error = errorOf(() => validateSites([fileWith({ notificationIcon: 'horn' })]));
    expect(error.message).toContain('config/sites/aurora-dk.ts');
    expect(error.message).toContain('field "notificationIcon"');
  });

  it('names nested fields with their path', () => {
    const rewards = { ...auroraDk.rewards, forYou: { ...auroraDk.rewards.forYou, isHighlight: 'yes' } };
    const error = errorOf(() => validateSites([fileWith({ rewards })]));
    expect(error.field).toBe('rewards.forYou.isHighlight');
    expect(error.message).toMatch(/^Invalid site config config\/sites\/aurora-dk\.ts: field "rewards\.forYou\.isHighlight"/);
  });

  it('names a missing field', () => {
    const { gaTag: _gaTag, ...withoutGaTag } = auroraDk;
    const error = errorOf(() => validateSites([{ file: 'config/sites/aurora-dk.ts', config: withoutGaTag }]));
    expect(error.field).toBe('gaTag');
  });

  it('rejects unknown fields so typos do not pass silently', () => {
    const error = errorOf(() => validateSites([fileWith({ maintenace: true })]));
    expect(error.file).toBe('config/sites/aurora-dk.ts');
  });

  it('rejects an id that differs from the file name', () => {
    const error = errorOf(() => validateSites([fileWith({}, 'config/sites/aurora-no.ts')]));
    expect(error.field).toBe('id');
    expect(error.message).toContain('config/sites/aurora-no.ts');
  });

  it('rejects two sites sharing a host, naming the second file', () => {
    const error = errorOf(() =>
      validateSites([fileWith({}), { file: 'config/sites/aurora-fo.ts', config: { ...auroraDk, id: 'aurora-fo' } }]),
    );
    expect(error.file).toBe('config/sites/aurora-fo.ts');
    expect(error.field).toBe('hosts');
  });

  it('rejects a language we have no locale data for', () => {
    const error = errorOf(() => validateSites([fileWith({ locales: ['de'] })]));
    expect(error.field).toBe('locales.0');
  });
});
