/**
 * The centres of the districts the demo chain delivers in (Shanghai's sixteen, by GB/T 2260 code, WGS-84 like the
 * stores' own positions). No maintained npm package carries centroids with the division codes (the division
 * packages have names and codes only; the geographic datasets are whole boundary files of megabytes), so these
 * were written down here from the districts' government seats, which is what map services return as a
 * district's centre too. A district missing here cannot be placed by the local geocoder: the address is saved
 * without a position and a delivery check refuses it, as it would an address a real map service cannot find.
 */
export const districtCentres: Readonly<Record<string, { lat: number; lng: number }>> = {
  '310101': { lat: 31.2317, lng: 121.4846 }, // 黄浦区
  '310104': { lat: 31.1885, lng: 121.4365 }, // 徐汇区
  '310105': { lat: 31.2204, lng: 121.4241 }, // 长宁区
  '310106': { lat: 31.229, lng: 121.4482 }, // 静安区
  '310107': { lat: 31.2494, lng: 121.3975 }, // 普陀区
  '310109': { lat: 31.2646, lng: 121.4917 }, // 虹口区
  '310110': { lat: 31.271, lng: 121.526 }, // 杨浦区
  '310112': { lat: 31.1129, lng: 121.3817 }, // 闵行区
  '310113': { lat: 31.4052, lng: 121.4895 }, // 宝山区
  '310114': { lat: 31.3747, lng: 121.2654 }, // 嘉定区
  '310115': { lat: 31.2215, lng: 121.5447 }, // 浦东新区
  '310116': { lat: 30.7418, lng: 121.3418 }, // 金山区
  '310117': { lat: 31.0322, lng: 121.2277 }, // 松江区
  '310118': { lat: 31.1506, lng: 121.1245 }, // 青浦区
  '310120': { lat: 30.9181, lng: 121.4742 }, // 奉贤区
  '310151': { lat: 31.6229, lng: 121.3977 }, // 崇明区
};
