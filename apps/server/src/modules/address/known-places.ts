/** A named place the local geocoder recognises in a detailed address: a street or a building, with its names. */
export interface KnownPlace {
  /** The district it is in (GB/T 2260); it is matched only in addresses of that district. */
  districtCode: string;
  /** Its names, the Chinese one first (what LngLatToAddress answers), then the English ones people type. */
  names: readonly string[];
  lat: number;
  lng: number;
  /** A building or landmark: it says more than the street it stands on, so it wins when both are named. */
  building?: true;
}

/**
 * The streets and buildings around the demo chain's Shanghai shops (Jing'an Temple, Xintiandi, Lujiazui), at the
 * part of each street nearest the shop. This is the local geocoder's own small gazetteer, in place of the map
 * service this machine does not have; a real geocoder (geocoder.ts) needs none of it.
 */
export const knownPlaces: readonly KnownPlace[] = [
  // Jing'an (静安区), around the Jing'an Temple shop at 1618 Nanjing West Road.
  {
    districtCode: '310106',
    names: ['静安寺', "Jing'an Temple"],
    lat: 31.2237,
    lng: 121.4456,
    building: true,
  },
  {
    districtCode: '310106',
    names: ['南京西路', 'Nanjing West Road', 'West Nanjing Road', 'Nanjing Road West'],
    lat: 31.2262,
    lng: 121.4498,
  },
  { districtCode: '310106', names: ['愚园路', 'Yuyuan Road'], lat: 31.2218, lng: 121.439 },
  { districtCode: '310106', names: ['常德路', 'Changde Road'], lat: 31.2305, lng: 121.447 },
  {
    districtCode: '310106',
    names: ['延安中路', "Middle Yan'an Road", "Yan'an Middle Road"],
    lat: 31.2225,
    lng: 121.456,
  },
  { districtCode: '310106', names: ['华山路', 'Huashan Road'], lat: 31.22, lng: 121.442 },
  { districtCode: '310106', names: ['万航渡路', 'Wanhangdu Road'], lat: 31.226, lng: 121.436 },
  { districtCode: '310106', names: ['江宁路', 'Jiangning Road'], lat: 31.236, lng: 121.452 },
  {
    districtCode: '310106',
    names: ['北京西路', 'Beijing West Road', 'West Beijing Road'],
    lat: 31.234,
    lng: 121.456,
  },
  {
    districtCode: '310106',
    names: ['陕西北路', 'North Shaanxi Road', 'Shaanxi North Road'],
    lat: 31.231,
    lng: 121.459,
  },
  { districtCode: '310106', names: ['铜仁路', 'Tongren Road'], lat: 31.229, lng: 121.452 },
  {
    districtCode: '310106',
    names: ['嘉里中心', 'Kerry Centre', 'Kerry Center'],
    lat: 31.2265,
    lng: 121.4505,
    building: true,
  },
  { districtCode: '310106', names: ['恒隆广场', 'Plaza 66'], lat: 31.229, lng: 121.455, building: true },
  { districtCode: '310106', names: ['久光百货', 'Jiuguang'], lat: 31.2232, lng: 121.4468, building: true },
  // Huangpu (黄浦区), around the Xintiandi shop at 181 Taicang Road.
  { districtCode: '310101', names: ['新天地', 'Xintiandi'], lat: 31.2197, lng: 121.4747, building: true },
  { districtCode: '310101', names: ['太仓路', 'Taicang Road'], lat: 31.2205, lng: 121.4745 },
  { districtCode: '310101', names: ['马当路', 'Madang Road'], lat: 31.216, lng: 121.477 },
  {
    districtCode: '310101',
    names: ['淮海中路', 'Middle Huaihai Road', 'Huaihai Middle Road'],
    lat: 31.219,
    lng: 121.468,
  },
  {
    districtCode: '310101',
    names: ['西藏中路', 'Middle Xizang Road', 'Xizang Middle Road'],
    lat: 31.233,
    lng: 121.476,
  },
  {
    districtCode: '310101',
    names: ['人民广场', "People's Square"],
    lat: 31.2317,
    lng: 121.4727,
    building: true,
  },
  // Pudong (浦东新区), around the Lujiazui shop at 8 Century Avenue.
  { districtCode: '310115', names: ['世纪大道', 'Century Avenue'], lat: 31.236, lng: 121.507 },
  { districtCode: '310115', names: ['陆家嘴环路', 'Lujiazui Ring Road'], lat: 31.2385, lng: 121.5025 },
  {
    districtCode: '310115',
    names: ['银城中路', 'Middle Yincheng Road', 'Yincheng Middle Road'],
    lat: 31.237,
    lng: 121.503,
  },
  {
    districtCode: '310115',
    names: ['东方明珠', 'Oriental Pearl'],
    lat: 31.2416,
    lng: 121.4951,
    building: true,
  },
];
