/** Where the points pages are (SPEC §2): my points (integral) and the daily check-in. */
export const integralPath = '/subpackages/integral/integral';
export const checkinPath = '/subpackages/actions/checkin';
