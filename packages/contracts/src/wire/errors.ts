import { formatMoney, toMinor } from '@shop/domain';

/**
 * The error catalogue of SPEC §8. Every refusal the server sends carries one of these codes; the server's
 * message is the Chinese text below (SPEC §1), and the client translates by code (`errors.<CODE>` keys).
 * `status` is the HTTP status the server answers with (DESIGN §3). An amount is written `{Name:money}`: it is
 * given in currency units and shown by the one money formatter, 2 decimals and the sign (SPEC §1, decision 050).
 */
export const errorCatalogue = {
  // system
  BAD_REQUEST: { status: 400, zh: '请求参数错误' },
  NOT_LOGGED_IN: { status: 401, zh: '请先登录' },
  NOT_FOUND: { status: 404, zh: '内容不存在' },
  TOO_FREQUENT: { status: 429, zh: '操作太频繁，请稍后再试' },
  SERVER_ERROR: { status: 500, zh: '请求出错，请稍后再试' },
  // The database is restarting or unreachable: nothing was done, the same request may be sent again.
  SERVICE_UNAVAILABLE: { status: 503, zh: '服务暂时不可用，请稍后再试' },
  SERVICE_NOT_OPEN: { status: 422, zh: '服务暂未开通，请联系客服' },
  FEATURE_DISABLED: { status: 422, zh: '商家未开启该设置' },
  CLIENT_UPGRADE_REQUIRED: { status: 426, zh: '当前版本过低，请升级到最新版本' },
  // The client's x-app-version is below the chain's minimum (decision 042): every call is refused until it upgrades.
  LOW_VERSION: { status: 426, zh: '客户端版本过低，请升级后使用' },
  // store
  STORE_NOT_FOUND: { status: 404, zh: '门店不存在' },
  STORE_CLOSED: { status: 422, zh: '该商户已打烊' },
  STORE_TEMP_CLOSED: { status: 422, zh: '该门店暂停营业' },
  STORE_RESERVATION_ONLY: { status: 422, zh: '该商户仅接受预订' },
  PAGE_STRUCTURE_MISSING: { status: 500, zh: '页面结构不存在' },
  CUSTOM_PAGE_NOT_FOUND: { status: 404, zh: '页面不存在或未发布' },
  PAGE_NO_DRAFT: { status: 409, zh: '没有待发布的页面草稿' },
  // Scene codes (GetWxaCodeScene, decision 041): an id nobody made, or one past its expiry.
  SCENE_NOT_FOUND: { status: 404, zh: '二维码无效' },
  SCENE_EXPIRED: { status: 422, zh: '二维码已过期' },
  // catalogue
  PRODUCT_NOT_FOUND: { status: 404, zh: '商品不存在' },
  CATEGORY_NOT_FOUND: { status: 404, zh: '分类不存在' },
  BARCODE_NOT_FOUND: { status: 404, zh: '未找到商品，请重试' },
  // cart
  CART_INSUFFICIENT_STOCK: { status: 409, zh: '库存不足，当前库存{Stock}' },
  CART_SYNC_FAILED: { status: 500, zh: '同步购物车失败，请重试' },
  CART_EMPTY_OR_UNBUYABLE: { status: 422, zh: '购物车为空，或包含无法购买的商品' },
  CART_MODE_UNSUPPORTED: { status: 409, zh: '购物车中有无法切换的商品，确认移除' },
  CART_OWNER_REQUIRED: { status: 400, zh: '请求参数错误：cartKey' },
  CART_STORE_REQUIRED: { status: 400, zh: '请求参数错误：x-store-id' },
  CART_FULL: { status: 422, zh: '购物车商品种类已达上限' },
  CART_QUANTITY_LIMIT: { status: 422, zh: '单个商品最多购买{Max}件' },
  // Sync notices: sent with Success true beside InvalidBasketItems, so the client can translate them.
  CART_SOME_INSUFFICIENT_STOCK: { status: 409, zh: '部分商品库存不足' },
  CART_ITEMS_UNAVAILABLE: { status: 409, zh: '部分商品已失效，已移出购物车' },
  CART_ITEMS_CHANGED: { status: 409, zh: '购物车商品有变动，请核对' },
  // login and SMS
  PHONE_EMPTY: { status: 400, zh: '请输入手机号' },
  PHONE_INVALID: { status: 400, zh: '手机号格式不正确' },
  SMS_CODE_EMPTY: { status: 400, zh: '请输入验证码' },
  SMS_SEND_FAILED: { status: 502, zh: '短信发送失败' },
  SMS_UNAVAILABLE: { status: 503, zh: '短信服务暂不可用' },
  SMS_DAILY_LIMIT: { status: 429, zh: '今日发送次数已达上限' },
  SMS_MINUTE_LIMIT: { status: 429, zh: '发送太频繁，请稍后再试' },
  SMS_RESEND_WAIT: { status: 429, zh: '验证码已发送，请{Seconds}秒后重试' },
  SMS_CODE_WRONG: { status: 422, zh: '验证码错误' },
  SMS_CODE_LOCKED: { status: 429, zh: '错误次数过多，请重新获取验证码' },
  PASSWORD_WRONG: { status: 422, zh: '会员号或密码错误' },
  /** The logged-in member's own password, checked before a sensitive step or a change (not a login). */
  MEMBER_PASSWORD_WRONG: { status: 422, zh: '密码错误' },
  AUTH_FAILED: { status: 401, zh: '授权失败' },
  SWITCH_ACCOUNT_FAILED: { status: 422, zh: '切换账号失败' },
  NO_PHONE_BOUND: { status: 422, zh: '未绑定手机号' },
  ACCOUNT_DISABLED: { status: 403, zh: '账号已注销' },
  PASSWORD_FORMAT: { status: 400, zh: '密码须为6位字母、数字或符号' },
  PASSWORD_MISMATCH: { status: 400, zh: '两次输入的密码不一致' },
  PASSWORD_SET_FAILED: { status: 409, zh: '密码设置失败' },
  SLIDER_REQUIRED: { status: 400, zh: '请先完成滑块验证' },
  SLIDER_FAILED: { status: 422, zh: '滑块验证未通过，请重试' },
  AGREEMENT_REQUIRED: { status: 400, zh: '请先阅读并同意用户协议和隐私政策' },
  MEMBER_NO_EMPTY: { status: 400, zh: '请输入会员号' },
  PASSWORD_EMPTY: { status: 400, zh: '请输入密码' },
  EMAIL_EMPTY: { status: 400, zh: '请输入邮箱' },
  EMAIL_INVALID: { status: 400, zh: '邮箱格式不正确' },
  EMAIL_SEND_FAILED: { status: 502, zh: '邮件发送失败' },
  EMAIL_REGISTRATION_LIMITED: { status: 422, zh: '该邮箱未开通会员，请联系商家' },
  REGISTRATION_LIMITED: { status: 422, zh: '该手机号未开通会员，请联系商家' },
  PAY_PASSWORD_FORMAT: { status: 400, zh: '支付密码须为6位数字' },
  PAY_PASSWORD_REQUIRED: { status: 422, zh: '请输入支付密码' },
  PAY_PASSWORD_WRONG: { status: 422, zh: '支付密码错误' },
  // profile and account settings
  PROFILE_FIELD_REQUIRED: { status: 400, zh: '请填写{Name}' },
  PROFILE_FIELD_INVALID: { status: 400, zh: '{Name}格式不正确' },
  PROFILE_FIELD_LOCKED: { status: 422, zh: '{Name}不可修改' },
  PROFILE_FIELD_ONCE: { status: 422, zh: '{Name}只能设置一次' },
  AVATAR_UPLOAD_FAILED: { status: 422, zh: '头像上传失败' },
  POSTER_FAILED: { status: 500, zh: '海报生成失败' },
  CANCEL_AGREEMENT_FAILED: { status: 409, zh: '取消授权失败' },
  DEREGISTER_REMINDER_REQUIRED: { status: 400, zh: '请先阅读并勾选注销提醒' },
  // member levels
  LEVEL_NOT_FOUND: { status: 404, zh: '会员等级不存在' },
  LEVEL_NOT_PURCHASABLE: { status: 422, zh: '该等级不支持付费升级' },
  LEVEL_NOT_HIGHER: { status: 409, zh: '只能升级到更高的等级' },
  INVITE_SELF: { status: 422, zh: '不能邀请自己' },
  UPGRADE_CODE_INVALID: { status: 422, zh: '升级码无效或已被使用' },
  // payment
  PAY_METHOD_UNCONFIGURED: { status: 422, zh: '未配置的支付方式' },
  PAY_FAILED: { status: 502, zh: '支付失败' },
  PAY_NOT_COMPLETED: { status: 409, zh: '支付未完成' },
  PAY_ORDER_INFO_ERROR: { status: 422, zh: '订单信息错误' },
  PAY_CANCELLED: { status: 409, zh: '支付已取消' },
  PAY_USER_CANCELLED: { status: 409, zh: '用户取消支付' },
  PAY_ERROR_RETRY: { status: 503, zh: '支付异常，请稍后再试' },
  PAY_ALREADY_PAID: { status: 409, zh: '订单已支付' },
  BALANCE_INSUFFICIENT: { status: 409, zh: '会员余额不足' },
  // the member payment code (balancePay, decision 034)
  PAY_CODE_INVALID: { status: 422, zh: '付款码无效或已过期' },
  PAY_CODE_USED: { status: 409, zh: '付款码已使用，请刷新付款码' },
  PAY_CODE_CHARGE_CLOSED: { status: 409, zh: '该笔付款已结束' },
  // balance top-up (SPEC §5 'top-up: amount required', §7 LoadChargeRules)
  TOP_UP_AMOUNT_REQUIRED: { status: 400, zh: '请输入充值金额' },
  TOP_UP_AMOUNT_TOO_LOW: { status: 422, zh: '充值金额不能低于{Min:money}' },
  TOP_UP_RULE_UNAVAILABLE: { status: 409, zh: '该充值活动已结束' },
  // checkout
  ORDER_INSUFFICIENT_STOCK: { status: 409, zh: '库存不足' },
  ORDER_BELOW_MINIMUM: { status: 422, zh: '未达到起订金额{Amount:money}' },
  ORDER_OPTIONS_REQUIRED: { status: 422, zh: '请选择商品规格：{Name}' },
  // A combo's group chosen from with too few or too many choices: Count is "2" or "1–2" (domain choiceCount).
  ORDER_COMBO_CHOICES: { status: 422, zh: '{Name}：{Group}需选{Count}项' },
  APPOINTMENT_TIME_INVALID: { status: 422, zh: '预约时间无效' },
  // group meals
  GROUP_MEAL_MENU_NOT_FOUND: { status: 404, zh: '套餐不存在' },
  GROUP_MEAL_HEADCOUNT: { status: 422, zh: '用餐人数需在{Min}到{Max}人之间' },
  GROUP_MEAL_CANCEL_CLOSED: { status: 409, zh: '已过取消截止时间，无法取消' },
  GROUP_MEAL_NOT_CANCELLABLE: { status: 409, zh: '该预订无法取消' },
  CART_CHANGED: { status: 409, zh: '购物车已变动，请重新确认' },
  IDEMPOTENCY_CONFLICT: { status: 409, zh: '重复的请求编号，内容不一致' },
  ORDER_MODE_UNAVAILABLE: { status: 422, zh: '门店未开启该下单方式' },
  DELIVERY_ADDRESS_REQUIRED: { status: 400, zh: '请选择收货地址' },
  DELIVERY_BELOW_MINIMUM: { status: 422, zh: '未达到起送金额{Amount:money}' },
  // delivery addresses
  ADDRESS_NOT_FOUND: { status: 404, zh: '收货地址不存在' },
  ADDRESS_RECEIVER_REQUIRED: { status: 400, zh: '请填写收货人' },
  ADDRESS_REGION_REQUIRED: { status: 400, zh: '请选择所在地区' },
  ADDRESS_REGION_INVALID: { status: 400, zh: '所在地区不正确，请重新选择' },
  ADDRESS_DETAIL_REQUIRED: { status: 400, zh: '请填写详细地址' },
  ADDRESS_TEXT_TOO_LONG: { status: 400, zh: '内容过长，请精简' },
  ADDRESS_LIMIT: { status: 422, zh: '收货地址最多{Max}个' },
  // text the shopper writes (SPEC §5 text checks, the sensitive-words file; decision 044)
  TEXT_SENSITIVE: { status: 422, zh: '内容包含敏感词“{Word}”，请修改' },
  // orders
  ORDER_NOT_FOUND: { status: 404, zh: '订单不存在或订单号错误' },
  ORDER_CANCEL_FAILED: { status: 409, zh: '取消订单失败' },
  ORDER_TIMED_OUT: { status: 409, zh: '订单超时未支付，请重新下单' },
  ORDER_CANCELLED: { status: 409, zh: '订单已取消' },
  ORDER_STATE_CONFLICT: { status: 409, zh: '订单状态已变化，请刷新' },
  // refunds of some lines (the order lifecycle's refund path, decision 046)
  REFUND_LINE_NOT_FOUND: { status: 404, zh: '订单中没有该商品' },
  REFUND_QUANTITY_EXCEEDED: { status: 409, zh: '退款数量超过可退数量' },
  // scan a table (SPEC §8 scan-order errors)
  TABLE_CODE_INVALID: { status: 404, zh: '无效的小程序码' },
  TABLE_NO_INVALID: { status: 404, zh: '桌号错误' },
  TABLE_SERVICE_DISABLED: { status: 422, zh: '商家未开通该服务' },
  TABLE_SESSION_CLOSED: { status: 409, zh: '本桌已结束用餐，请重新扫码' },
  TABLE_MUST_ORDER_FIXED: { status: 422, zh: '开台必点商品不可删除' },
  TABLE_MIN_SPEND_CONFIRM: { status: 409, zh: '未达到本桌最低消费{Amount:money}，确定下单吗？' },
  TABLE_BUSY: { status: 409, zh: '本桌正在下单，请稍后再试' },
  TABLE_CART_EMPTY: { status: 422, zh: '购物车为空，请先点菜' },
  // delivery
  DELIVERY_OUT_OF_RANGE: { status: 422, zh: '超出配送范围' },
  LOGISTICS_FETCH_FAILED: { status: 502, zh: '获取物流信息失败' },
  CONFIRM_RECEIVE_FAILED: { status: 409, zh: '确认收货失败' },
  // coupons (SPEC §8 coupons; modules/coupon, decision 030)
  COUPON_NOT_FOUND: { status: 404, zh: '优惠券不存在' },
  COUPON_NOT_STARTED: { status: 422, zh: '活动尚未开始' },
  COUPON_ENDED: { status: 409, zh: '活动已结束' },
  COUPON_SOLD_OUT: { status: 409, zh: '优惠券已售罄' },
  COUPON_FULLY_CLAIMED: { status: 409, zh: '优惠券已被领完' },
  COUPON_BUY_LIMIT: { status: 422, zh: '每人限购{Limit}张' },
  COUPON_CLAIM_LIMIT: { status: 422, zh: '每人限领{Limit}张' },
  COUPON_ALREADY_CLAIMED: { status: 409, zh: '您已领取过该优惠券' },
  COUPON_NEW_MEMBERS_ONLY: { status: 422, zh: '仅限新会员领取' },
  COUPON_OLD_MEMBERS_ONLY: { status: 422, zh: '仅限老会员领取' },
  COUPON_LEVEL_INSUFFICIENT: { status: 422, zh: '会员等级不足' },
  COUPON_CLAIM_FAILED: { status: 409, zh: '领取失败，请稍后再试' },
  COUPON_EXPIRED: { status: 409, zh: '优惠券已过期' },
  COUPON_NOT_FREE: { status: 422, zh: '该优惠券需购买' },
  COUPON_FREE: { status: 422, zh: '该优惠券可免费领取' },
  COUPON_CODE_WRONG: { status: 422, zh: '兑换码错误' },
  COUPON_CODE_USED: { status: 409, zh: '兑换码已被使用' },
  COUPON_CODE_EXPIRED: { status: 409, zh: '兑换码已过期' },
  COUPON_CODE_LOCKED: { status: 429, zh: '错误次数过多，请稍后再试' },
  COUPON_NOT_TRANSFERABLE: { status: 422, zh: '该优惠券不可转赠' },
  COUPON_TRANSFER_LINK_INVALID: { status: 409, zh: '转赠链接错误或已过期' },
  COUPON_TRANSFER_SELF: { status: 422, zh: '不能领取自己转赠的优惠券' },
  COUPON_TRANSFER_CODE_REQUIRED: { status: 400, zh: '请输入验证码' },
  COUPON_TRANSFER_CODE_WRONG: { status: 422, zh: '验证码错误' },
  // gifts (modules/gift, decision 034): Reason empty, unknown, cycle, missing, too-deep, too-large; Item its index
  GIFT_ITEMS_INVALID: { status: 422, zh: '赠品设置有误' },
  GIFT_PACKAGE_NOT_FOUND: { status: 404, zh: '礼包不存在' },
  GIFT_PACKAGE_ENDED: { status: 409, zh: '礼包已下架' },
  GIFT_PACKAGE_SOLD_OUT: { status: 409, zh: '礼包已售罄' },
  GIFT_PACKAGE_BUY_LIMIT: { status: 422, zh: '每人限购{Limit}份' },
  GIFT_PACKAGE_LEVEL_INSUFFICIENT: { status: 422, zh: '会员等级不足' },
  GIFT_ENTITLEMENT_USED_UP: { status: 409, zh: '赠品已兑完' },
  // blind boxes (modules/marketing, issue 30, decision 066)
  BLIND_BOX_NOT_FOUND: { status: 404, zh: '盲盒系列不存在' },
  BLIND_BOX_NOT_STARTED: { status: 409, zh: '盲盒活动尚未开始' },
  BLIND_BOX_ENDED: { status: 409, zh: '盲盒活动已结束' },
  BLIND_BOX_SOLD_OUT: { status: 409, zh: '盲盒已售罄' },
  BLIND_BOX_BUY_LIMIT: { status: 422, zh: '每人限购{Limit}个' },
  // bargains (modules/marketing, issue 30, decision 070)
  BARGAIN_NOT_FOUND: { status: 404, zh: '砍价活动不存在' },
  BARGAIN_NOT_STARTED: { status: 409, zh: '砍价活动尚未开始' },
  BARGAIN_ENDED: { status: 409, zh: '砍价已结束' },
  BARGAIN_OWN: { status: 409, zh: '不能为自己砍价' },
  BARGAIN_ALREADY_HELPED: { status: 409, zh: '您已帮忙砍过价了' },
  BARGAIN_FLOOR_REACHED: { status: 409, zh: '已砍到最低价' },
  BARGAIN_BOUGHT: { status: 409, zh: '该砍价已购买' },
  // group buys (modules/marketing, issue 30, decision 068)
  GROUP_BUY_NOT_FOUND: { status: 404, zh: '拼团活动不存在' },
  GROUP_BUY_NOT_STARTED: { status: 409, zh: '拼团活动尚未开始' },
  GROUP_BUY_ENDED: { status: 409, zh: '拼团活动已结束' },
  GROUP_FULL: { status: 409, zh: '该团已满员' },
  GROUP_EXPIRED: { status: 409, zh: '该团已过期' },
  GROUP_REVOKED: { status: 409, zh: '该团已被商家撤销' },
  GROUP_ALREADY_JOINED: { status: 409, zh: '您已在该团中' },
  // seckill (modules/marketing, issue 30, decision 069)
  SECKILL_NOT_FOUND: { status: 404, zh: '秒杀活动不存在' },
  SECKILL_NOT_STARTED: { status: 409, zh: '秒杀尚未开始' },
  SECKILL_ENDED: { status: 409, zh: '秒杀已结束' },
  SECKILL_SOLD_OUT: { status: 409, zh: '已抢光' },
  SECKILL_QUANTITY_INVALID: { status: 400, zh: '购买数量不正确' },
  SECKILL_ORDER_LIMIT: { status: 422, zh: '每单限购{Limit}件' },
  SECKILL_MEMBER_LIMIT: { status: 422, zh: '每人限购{Limit}件' },
  // pre-sales (modules/marketing, issue 30, decision 071)
  PRESALE_NOT_FOUND: { status: 404, zh: '预售活动不存在' },
  PRESALE_DEPOSIT_NOT_STARTED: { status: 409, zh: '定金支付尚未开始' },
  PRESALE_DEPOSIT_ENDED: { status: 409, zh: '定金支付已结束' },
  PRESALE_FINAL_NOT_STARTED: { status: 409, zh: '尾款支付尚未开始' },
  PRESALE_FINAL_ENDED: { status: 409, zh: '尾款支付已结束' },
  PRESALE_DEPOSIT_UNPAID: { status: 409, zh: '请先支付定金' },
  PRESALE_REST_PAID: { status: 409, zh: '尾款已支付' },
  PRESALE_LAPSED: { status: 409, zh: '定金已失效' },
  // community group purchases (modules/marketing, issue 30, decision 072)
  COMMUNITY_GROUP_NOT_FOUND: { status: 404, zh: '社区团购不存在' },
  COMMUNITY_GROUP_NOT_STARTED: { status: 409, zh: '社区团购尚未开始' },
  COMMUNITY_GROUP_CLOSED: { status: 409, zh: '社区团购已截单' },
  COMMUNITY_POINT_NOT_FOUND: { status: 404, zh: '自提点不存在' },
  COMMUNITY_ITEM_NOT_FOUND: { status: 404, zh: '该商品不在本次团购中' },
  COMMUNITY_MEMBER_LIMIT: { status: 422, zh: '每人限购{Limit}件' },
  COMMUNITY_BELOW_MINIMUM: { status: 422, zh: '满{Amount:money}起订' },
  COMMUNITY_SOLD_OUT: { status: 409, zh: '商品已售罄' },
  // cards (modules/card, decisions 057 and 058): buying a card product, and a held card's use
  CARD_PRODUCT_NOT_FOUND: { status: 404, zh: '该卡不存在' },
  CARD_PRODUCT_ENDED: { status: 409, zh: '该卡已停售' },
  CARD_SOLD_OUT: { status: 409, zh: '该卡已售罄' },
  CARD_BUY_LIMIT: { status: 422, zh: '每人限购{Limit}张' },
  CARD_LEVEL_INSUFFICIENT: { status: 422, zh: '会员等级不足' },
  CARD_NOT_FOUND: { status: 404, zh: '卡不存在' },
  CARD_USED_UP: { status: 409, zh: '该卡次数已用完' },
  CARD_NOT_STARTED: { status: 409, zh: '该卡尚未生效' },
  CARD_EXPIRED: { status: 409, zh: '该卡已过期' },
  CARD_DISABLED: { status: 409, zh: '该卡已停用' },
  CARD_WRONG_STORE: { status: 422, zh: '该卡不能在本门店使用' },
  // A payment code at the counter names a member with several usable pass cards: the till picks one (Cards).
  CARD_CHOICE_NEEDED: { status: 409, zh: '该会员有多张可用的次卡，请选择一张：{Cards}' },
  // A pass card or shopping card chosen at settlement that covers none of the order's items (decisions 060, 063).
  CARD_NOTHING_COVERED: { status: 422, zh: '该卡不适用于本单商品' },
  // A refund of a card purchase gives its whole price back: refused once one of its cards was used.
  CARD_REFUND_USED: { status: 409, zh: '该卡已使用，不能退款' },
  // prepaid cards: one answer for a wrong number or a wrong password (SPEC §8), so neither half is revealed
  CARD_WRONG_NUMBER_OR_PASSWORD: { status: 422, zh: '卡号或密码错误' },
  CARD_ALREADY_BOUND: { status: 409, zh: '该卡已被绑定' },
  CARD_NOT_TRANSFERABLE: { status: 409, zh: '该卡不可转赠' },
  CARD_TRANSFER_SELF: { status: 422, zh: '不能转赠给自己' },
  CARD_TRANSFER_MEMBER_NOT_FOUND: { status: 404, zh: '未找到该会员' },
  CARD_BALANCE_INSUFFICIENT: { status: 409, zh: '卡余额不足' },
  // promotions and combos (issue 14, decision 032)
  PROMOTION_NOT_FOUND: { status: 404, zh: '促销活动不存在' },
  // points (SPEC §8 points; modules/points, decision 036)
  POINTS_INSUFFICIENT: { status: 409, zh: '积分不足' },
  CHECKIN_ALREADY_SIGNED: { status: 409, zh: '今天已签到' },
  // coupons at checkout (modules/checkout, decision 031): Reason in the envelope (a CouponReason, TAKEN, or a state)
  COUPON_UNAVAILABLE: { status: 409, zh: '优惠券不可用' },
  // points mall (SPEC §8 points: insufficient points, exchange failed, item sold out; modules/pointsmall, decision 034)
  POINTSMALL_NOT_FOUND: { status: 404, zh: '积分商品不存在' },
  POINTSMALL_ENDED: { status: 409, zh: '该商品已下架' },
  POINTSMALL_SOLD_OUT: { status: 409, zh: '商品已兑完' },
  POINTSMALL_INSUFFICIENT_POINTS: { status: 409, zh: '积分不足' },
  POINTSMALL_LIMIT: { status: 422, zh: '每人限兑{Limit}件' },
  POINTSMALL_LEVEL_INSUFFICIENT: { status: 422, zh: '会员等级不足' },
  POINTSMALL_EXCHANGE_FAILED: { status: 422, zh: '兑换失败' },
  // partner programme (modules/partner, issue 31, decision 078); withdrawal per SPEC §8
  PARTNER_SIGNUP_CLOSED: { status: 422, zh: '暂未开放推广员申请' },
  PARTNER_LEVEL_NOT_FOUND: { status: 404, zh: '推广员等级不存在' },
  PARTNER_ALREADY: { status: 409, zh: '您已申请或已是推广员' },
  PARTNER_AGREEMENT_OUTDATED: { status: 409, zh: '协议已更新，请重新阅读并同意' },
  PARTNER_NOT_FOUND: { status: 404, zh: '推广员不存在' },
  PARTNER_NOT_ACTIVE: { status: 403, zh: '您还不是推广员' },
  PARTNER_EXPIRED: { status: 403, zh: '身份已过期，请联系商家' },
  WITHDRAWAL_ABOVE_BALANCE: { status: 409, zh: '提现金额超出可提现余额' },
  WITHDRAWAL_BELOW_MINIMUM: { status: 422, zh: '提现金额不能低于{Minimum:money}' },
  CASH_OUT_FEE_CHANGED: { status: 409, zh: '手续费已变更，请确认后重试' },
  CASH_OUT_METHOD_UNKNOWN: { status: 422, zh: '不支持的提现方式' },
  CASH_OUT_NOT_FOUND: { status: 404, zh: '提现记录不存在' },
  CASH_OUT_DECIDED: { status: 409, zh: '该提现申请已处理' },
  // invitations (issue 31, decision 076): RelationDistribute's refusals (INVITE_SELF above: oneself)
  INVITE_ALREADY_BOUND: { status: 409, zh: '已绑定邀请人' },
  INVITER_UNAVAILABLE: { status: 422, zh: '邀请人不可用' },
  INVITE_REGISTRATION_ONLY: { status: 422, zh: '仅通过邀请注册的新会员可绑定邀请人' },
  INVITE_CLOSED: { status: 422, zh: '商家未开启邀请有礼' },
} as const satisfies Record<string, { status: number; zh: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** A placeholder of a catalogue message: `{Name}`, or `{Name:money}` for an amount. */
export const placeholderPattern = /\{(\w+)(:money)?\}/g;

/** An amount parameter as the message shows it; a value that is no number is shown as it is. */
function moneyText(value: string | number): string {
  const amount = Number(value);
  return value === '' || !Number.isFinite(amount) ? String(value) : formatMoney(toMinor(amount));
}

/** Fills the placeholders of a catalogue message, an amount (`{Name:money}`, currency units) with its sign. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(placeholderPattern, (whole, key: string, money?: string) => {
    if (!(key in params)) return whole;
    const value = params[key]!;
    return money ? moneyText(value) : String(value);
  });
}
