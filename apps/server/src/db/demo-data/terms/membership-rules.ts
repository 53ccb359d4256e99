import type { TermsText } from '../../schema/service.ts';

/** The demo chain's membership rules in the four languages of SPEC §1. */
export const membershipRules: Record<string, TermsText> = {
  en: {
    title: 'Membership Rules',
    body: `Membership is free: anyone who logs in with a phone number becomes a member of every Amberleaf shop.

# Points

You earn 1 point for every ¥1 paid on an order, added when the order is completed.

Points expire at the end of each calendar year; the clearing date is shown beside your points.

# Levels

Your level rises with your growth value, which grows with every completed order. Higher levels bring member prices and extra benefits, and some levels can also be bought in the app.

# Balance

Balance topped up in a shop or in the app pays for orders in any of our shops. It cannot be withdrawn as cash or transferred to someone else.

# Fair use

Benefits are personal and cannot be transferred. A membership used fraudulently may be suspended by the shop.`,
  },
  es: {
    title: 'Normas de socio',
    body: `Ser socio es gratis: quien inicia sesión con un número de teléfono pasa a ser socio de todas las tiendas Amberleaf.

# Puntos

Ganas 1 punto por cada ¥1 pagado en un pedido, que se suma cuando el pedido se completa.

Los puntos caducan al final de cada año natural; la fecha de caducidad aparece junto a tus puntos.

# Niveles

Tu nivel sube con tu valor de crecimiento, que aumenta con cada pedido completado. Los niveles más altos traen precios de socio y ventajas adicionales, y algunos niveles también se pueden comprar en la aplicación.

# Saldo

El saldo recargado en una tienda o en la aplicación sirve para pagar pedidos en cualquiera de nuestras tiendas. No se puede retirar en efectivo ni transferir a otra persona.

# Uso responsable

Las ventajas son personales e intransferibles. La tienda puede suspender una membresía que se use de forma fraudulenta.`,
  },
  'zh-CN': {
    title: '会员规则',
    body: `会员免费加入：使用手机号登录即成为琥珀叶所有门店的会员。

# 积分

订单每实付 ¥1 可获得 1 积分，订单完成后到账。

积分在每个自然年末清零，清零日期显示在积分旁。

# 会员等级

会员等级随成长值提升，每完成一笔订单成长值都会增加。更高等级可享会员价和更多权益，部分等级也可在应用内付费升级。

# 余额

在门店或应用内充值的余额可用于支付任一门店的订单，不可提现，也不可转让给他人。

# 合理使用

会员权益仅限本人使用，不可转让。如发现以欺诈方式使用会员权益，门店有权暂停该会员资格。`,
  },
  'zh-Hant': {
    title: '會員規則',
    body: `會員免費加入：使用手機號碼登入即成為琥珀葉所有門市的會員。

# 積分

訂單每實付 ¥1 可獲得 1 積分，訂單完成後入帳。

積分於每個日曆年底歸零，歸零日期顯示在積分旁。

# 會員等級

會員等級隨成長值提升，每完成一筆訂單成長值都會增加。更高等級可享會員價和更多權益，部分等級也可在應用程式內付費升級。

# 餘額

在門市或應用程式內儲值的餘額可用於支付任一門市的訂單，不可提領現金，也不可轉讓給他人。

# 合理使用

會員權益僅限本人使用，不可轉讓。如發現以詐欺方式使用會員權益，門市有權暫停該會員資格。`,
  },
};
