import type { TermsText } from '../../schema/service.ts';

/** The demo chain's user agreement in the four languages of SPEC §1. */
export const userAgreement: Record<string, TermsText> = {
  en: {
    title: 'User Agreement',
    body: `These terms apply whenever you use the Amberleaf Tea & Bakery ordering app: on the web, in the mini-program or in our mobile app. By logging in you accept them.

# 1. Your account

You log in with your phone number and a verification code, or with your member number and a password once you have set one. Keep your codes and your password to yourself: orders placed from your account count as yours.

One phone number may carry more than one membership account. You can switch between them in Settings.

# 2. Orders and payment

Prices, stock and opening hours are shown as they stand when you order, and the shop confirms each order. An order that is not paid within 15 minutes is cancelled automatically.

You can pay with your member balance, online, or in the shop where it offers that. Refunds go back the way you paid.

# 3. Balance, points and coupons

Your balance, points and coupons can only be used in Amberleaf shops and cannot be exchanged for cash. Points are earned on paid orders as the Membership Rules describe.

# 4. Leaving

You can deregister at any time in Settings. Any balance, points, coupons and cards you still hold are forfeited, and your phone number can no longer log in. The shop keeps its records of past orders and payments for its accounts.

# 5. Changes

We may update these terms; the date of the latest version is shown with them. If a change matters to you, we will ask you to accept it again at your next login.

Questions? Call us on 400-820-1688 or ask in any of our shops.`,
  },
  es: {
    title: 'Acuerdo de usuario',
    body: `Estas condiciones se aplican siempre que uses la aplicación de pedidos de Amberleaf Tea & Bakery: en la web, en el miniprograma o en nuestra aplicación móvil. Al iniciar sesión las aceptas.

# 1. Tu cuenta

Inicias sesión con tu número de teléfono y un código de verificación, o con tu número de socio y una contraseña cuando la hayas creado. No compartas tus códigos ni tu contraseña: los pedidos hechos desde tu cuenta cuentan como tuyos.

Un mismo número de teléfono puede tener más de una cuenta de socio. Puedes cambiar de una a otra en Ajustes.

# 2. Pedidos y pago

Los precios, las existencias y el horario se muestran tal como están en el momento del pedido, y la tienda confirma cada pedido. Un pedido que no se paga en 15 minutos se cancela automáticamente.

Puedes pagar con tu saldo de socio, en línea o en la tienda cuando lo ofrezca. Los reembolsos vuelven por el mismo medio con el que pagaste.

# 3. Saldo, puntos y cupones

Tu saldo, tus puntos y tus cupones solo pueden usarse en las tiendas Amberleaf y no se cambian por dinero. Los puntos se ganan con los pedidos pagados, como explican las Normas de socio.

# 4. Darse de baja

Puedes darte de baja cuando quieras en Ajustes. Pierdes el saldo, los puntos, los cupones y las tarjetas que aún tengas, y tu número de teléfono ya no podrá iniciar sesión. La tienda conserva el registro de los pedidos y pagos anteriores para su contabilidad.

# 5. Cambios

Podemos actualizar estas condiciones; la fecha de la última versión aparece junto a ellas. Si un cambio te afecta, te pediremos que lo aceptes de nuevo en tu próximo inicio de sesión.

¿Dudas? Llámanos al 400-820-1688 o pregunta en cualquiera de nuestras tiendas.`,
  },
  'zh-CN': {
    title: '用户协议',
    body: `无论您通过网页、小程序还是我们的手机应用使用琥珀叶茶饮烘焙点单服务，均适用本协议。登录即表示您接受本协议。

# 一、您的账号

您可以使用手机号和验证码登录，设置密码后也可以使用会员号和密码登录。请妥善保管验证码和密码：通过您的账号下的订单均视为您本人的订单。

一个手机号可以绑定多个会员账号，您可以在“设置”中切换。

# 二、订单与支付

价格、库存和营业时间以下单时显示的为准，每笔订单由门店确认。下单后 15 分钟内未支付的订单将自动取消。

您可以使用会员余额、在线支付，或在门店支持时到店支付。退款将原路退回。

# 三、余额、积分与优惠券

余额、积分和优惠券仅限在琥珀叶门店使用，不可兑换现金。积分按《会员规则》在订单支付后获得。

# 四、注销

您可以随时在“设置”中注销账号。注销后，您尚未使用的余额、积分、优惠券和卡券将作废，您的手机号将无法再登录。门店会保留以往订单和支付记录用于财务核算。

# 五、协议变更

我们可能会更新本协议，最新版本的日期会随协议一同显示。如变更对您有重要影响，我们会在您下次登录时请您重新同意。

如有疑问，请致电 400-820-1688 或到任一门店咨询。`,
  },
  'zh-Hant': {
    title: '用戶協議',
    body: `無論您透過網頁、小程式還是我們的手機應用程式使用琥珀葉茶飲烘焙點單服務，均適用本協議。登入即表示您接受本協議。

# 一、您的帳號

您可以使用手機號碼和驗證碼登入，設定密碼後也可以使用會員編號和密碼登入。請妥善保管驗證碼和密碼：以您的帳號送出的訂單均視為您本人的訂單。

一個手機號碼可以綁定多個會員帳號，您可以在「設定」中切換。

# 二、訂單與付款

價格、庫存和營業時間以下單時顯示的為準，每筆訂單由門市確認。下單後 15 分鐘內未付款的訂單將自動取消。

您可以使用會員餘額、線上付款，或在門市支援時到店付款。退款將原路退回。

# 三、餘額、積分與優惠券

餘額、積分和優惠券僅限在琥珀葉門市使用，不可兌換現金。積分依《會員規則》在訂單付款後獲得。

# 四、註銷

您可以隨時在「設定」中註銷帳號。註銷後，您尚未使用的餘額、積分、優惠券和卡券將作廢，您的手機號碼將無法再登入。門市會保留以往訂單和付款紀錄用於財務核算。

# 五、協議變更

我們可能會更新本協議，最新版本的日期會隨協議一同顯示。如變更對您有重要影響，我們會在您下次登入時請您重新同意。

如有疑問，請致電 400-820-1688 或到任一門市諮詢。`,
  },
};
