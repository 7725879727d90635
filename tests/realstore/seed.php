<?php
/**
 * Seeds a started real-store tree (/work/shared/realstore, see its README) with the reference API's demo catalogue,
 * as exported by tests/realstore/exportCatalogue.ts:
 *
 *   RS_DB_HOST=127.0.0.1:DBPORT php tests/realstore/seed.php WP_DIR SITE_URL CATALOGUE.json
 *
 * It removes the tree's own small demo catalogue first, so the store holds exactly the exported one, then writes
 * settings, taxes, shipping, attributes, categories, tags, products with images and variations, reviews, coupons,
 * the demo customer and its orders with WooCommerce's own classes. Everything runs in one database transaction;
 * term and comment counting and the attributes lookup table are brought up to date once at the end. Prints one
 * summary line; exits non-zero on any error (the transaction is rolled back).
 */
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
if ( count( $argv ) !== 4 ) {
	fwrite( STDERR, "usage: RS_DB_HOST=127.0.0.1:DBPORT php seed.php WP_DIR SITE_URL CATALOGUE.json\n" );
	exit( 2 );
}
[ , $rs_wp_dir, $rs_site_url, $rs_catalogue_file ] = $argv;
$rs_started = microtime( true );

$rs_catalogue = json_decode( (string) file_get_contents( $rs_catalogue_file ), true );
if ( ! is_array( $rs_catalogue ) || empty( $rs_catalogue['products'] ) ) {
	fwrite( STDERR, "seed: $rs_catalogue_file is not a catalogue export\n" );
	exit( 2 );
}

// Warnings raised by this file are errors; the plugins' own notices go to their log as usual.
set_error_handler(
	static function ( $severity, $message, $file, $line ) {
		if ( __FILE__ === $file && ( $severity & ( E_WARNING | E_USER_ERROR | E_USER_WARNING | E_RECOVERABLE_ERROR ) ) ) {
			throw new ErrorException( $message, 0, $severity, $file, $line );
		}
		return false;
	}
);

$_SERVER['HTTP_HOST'] = parse_url( $rs_site_url, PHP_URL_HOST ) . ( parse_url( $rs_site_url, PHP_URL_PORT ) ? ':' . parse_url( $rs_site_url, PHP_URL_PORT ) : '' );
putenv( 'RS_URL=' . rtrim( $rs_site_url, '/' ) );
define( 'WP_USE_THEMES', false );
require rtrim( $rs_wp_dir, '/' ) . '/wp-load.php';
rs_phase( 'WordPress loaded' );

use Automattic\WooCommerce\Internal\ProductAttributesLookup\LookupDataStore;

/** Thrown for anything that must stop the seed. */
class RS_Seed_Error extends Exception {}

function rs_fail( $message ) {
	throw new RS_Seed_Error( $message );
}

/** Stops on a failed statement: wpdb only logs them. */
function rs_db_check( $what ) {
	global $wpdb;
	if ( '' !== $wpdb->last_error ) {
		rs_fail( "$what: database error: {$wpdb->last_error}" );
	}
}

/** A term id from wp_insert_term / wp_update_term, or an error. */
function rs_term_id( $result, $what ) {
	if ( is_wp_error( $result ) ) {
		rs_fail( "$what: " . $result->get_error_message() );
	}
	return (int) $result['term_id'];
}

/** With RS_SEED_PROFILE set, the time and queries of each phase go to stderr. */
function rs_phase( $name ) {
	global $wpdb;
	static $last = null, $queries = 0;
	$now  = microtime( true );
	$last = $last ?? $GLOBALS['rs_started'];
	if ( getenv( 'RS_SEED_PROFILE' ) ) {
		fprintf( STDERR, "%6.2f s %6d queries  %s\n", $now - $last, $wpdb->num_queries - $queries, $name );
	}
	$last    = $now;
	$queries = $wpdb->num_queries;
}

function rs_iso_ts( $iso ) {
	return null === $iso ? null : strtotime( $iso );
}

function rs_rgb( $hex ) {
	$hex = ltrim( (string) $hex, '#' );
	if ( 3 === strlen( $hex ) ) {
		$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
	}
	if ( ! preg_match( '/^[0-9a-f]{6}$/i', $hex ) ) {
		return [ 200, 200, 200 ];
	}
	return [ hexdec( substr( $hex, 0, 2 ) ), hexdec( substr( $hex, 2, 2 ) ), hexdec( substr( $hex, 4, 2 ) ) ];
}

/**
 * A 400×400 PNG in the media's colour with an accent disc, attached without resized copies (the attachment
 * metadata is written here: width, height, file). Media are keyed by their export slug, so a colour image shared
 * by several variations is made once.
 */
function rs_image( array $media ) {
	static $made = [];
	static $dir  = null;
	if ( isset( $made[ $media['slug'] ] ) ) {
		return $made[ $media['slug'] ];
	}
	if ( null === $dir ) {
		$uploads = wp_upload_dir( null, false );
		$dir     = [ $uploads['basedir'] . '/rs-catalogue', 'rs-catalogue' ];
		if ( ! is_dir( $dir[0] ) && ! wp_mkdir_p( $dir[0] ) ) {
			rs_fail( "cannot create {$dir[0]}" );
		}
	}
	$size = 400;
	$im   = imagecreatetruecolor( $size, $size );
	imagefill( $im, 0, 0, imagecolorallocate( $im, ...rs_rgb( $media['color'] ) ) );
	if ( ! empty( $media['accent'] ) ) {
		$n = crc32( $media['slug'] ) % 5;
		imagefilledellipse( $im, 140 + 30 * $n, 260 - 20 * $n, 150, 150, imagecolorallocate( $im, ...rs_rgb( $media['accent'] ) ) );
	}
	$name = sanitize_file_name( $media['slug'] ) . '.png';
	$path = "{$dir[0]}/$name";
	if ( ! imagepng( $im, $path, 6 ) ) {
		rs_fail( "cannot write $path" );
	}
	imagedestroy( $im );
	$id = wp_insert_attachment(
		[
			'post_title'     => $media['title'],
			'post_name'      => $media['slug'],
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
			'guid'           => content_url( "uploads/{$dir[1]}/$name" ),
		],
		$path,
		0,
		true
	);
	if ( is_wp_error( $id ) ) {
		rs_fail( 'image ' . $media['slug'] . ': ' . $id->get_error_message() );
	}
	update_post_meta( $id, '_wp_attachment_metadata', [ 'width' => $size, 'height' => $size, 'file' => "{$dir[1]}/$name", 'filesize' => filesize( $path ), 'sizes' => [], 'image_meta' => [] ] );
	update_post_meta( $id, '_wp_attachment_image_alt', $media['alt'] );
	return $made[ $media['slug'] ] = $id;
}

/** A small file in WooCommerce's protected uploads folder (an approved download directory) for a downloadable product. */
function rs_download_file( $file, $title ) {
	$uploads = wp_upload_dir( null, false );
	$dir     = $uploads['basedir'] . '/woocommerce_uploads/rs-catalogue';
	if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
		rs_fail( "cannot create $dir" );
	}
	$path = $dir . '/' . sanitize_file_name( basename( $file ) );
	if ( false === file_put_contents( $path, "$title: a demo download.\n" ) ) {
		rs_fail( "cannot write $path" );
	}
	return $path;
}

// ------------------------------------------------------------------------------------------------------------------
$rs_counts = [ 'products' => 0, 'variations' => 0, 'reviews' => 0, 'coupons' => 0, 'orders' => 0 ];
global $wpdb;

try {
	$admin = get_user_by( 'login', 'admin' ) ?: get_users( [ 'role' => 'administrator', 'number' => 1 ] )[0] ?? null;
	wp_set_current_user( $admin ? $admin->ID : 1 );

	$product_skus = [];
	foreach ( $rs_catalogue['products'] as $p ) {
		if ( ! empty( $p['sku'] ) ) {
			$product_skus[] = $p['sku'];
		}
	}
	foreach ( array_slice( $product_skus, 0, 5 ) as $sku ) {
		if ( wc_get_product_id_by_sku( $sku ) ) {
			rs_fail( "the store already holds product SKU $sku: seed a fresh tree" );
		}
	}

	// No mail leaves the seed (new account, order status e-mails).
	add_filter( 'pre_wp_mail', '__return_false' );
	// Seeded orders neither take stock nor add to sales figures: the export carries both as they are.
	add_filter( 'woocommerce_can_reduce_order_stock', '__return_false' );
	// The attributes lookup table is filled once at the end: while seeding, it reads as missing, so product saves
	// neither update it nor queue an update action per product.
	$lookup_table   = $wpdb->prefix . 'wc_product_attributes_lookup';
	$lookup_off     = static function ( $query ) use ( $lookup_table ) {
		return 0 === stripos( ltrim( $query ), 'SHOW TABLES LIKE' ) && false !== strpos( str_replace( '\\', '', $query ), $lookup_table ) ? 'SELECT NULL' : $query;
	};
	add_filter( 'query', $lookup_off );
	// Nor does each product save recount its categories and tags (wc_recount_all_terms runs once at the end).
	add_filter( 'woocommerce_product_recount_terms', '__return_false' );

	$wpdb->query( 'SET autocommit = 0' );
	$wpdb->query( 'START TRANSACTION' );

	// ---- the tree's own demo catalogue ---------------------------------------------------------------------------
	$old_names = [ 'Ceramic Mug', 'Leather Belt', 'Baseball Cap', 'Classic T-Shirt', 'Zip Hoodie' ];
	$old_ids   = $wpdb->get_col(
		"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND post_title IN ('" . implode( "','", array_map( 'esc_sql', $old_names ) ) . "')"
	);
	$old_images = [];
	foreach ( $old_ids as $id ) {
		$product = wc_get_product( $id );
		if ( ! $product ) {
			continue;
		}
		$old_images[] = $product->get_image_id();
		$old_images   = array_merge( $old_images, $product->get_gallery_image_ids() );
		foreach ( $product->get_children() as $child_id ) {
			$child = wc_get_product( $child_id );
			if ( $child ) {
				$old_images[] = $child->get_image_id();
				$child->delete( true );
			}
		}
		$product->delete( true );
	}
	foreach ( array_unique( array_filter( array_map( 'intval', $old_images ) ) ) as $image_id ) {
		if ( ! $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$wpdb->postmeta} WHERE meta_key IN ('_thumbnail_id','_product_image_gallery') AND FIND_IN_SET(%d, meta_value) LIMIT 1", $image_id ) ) ) {
			wp_delete_attachment( $image_id, true );
		}
	}
	rs_db_check( 'removing the demo catalogue' );
	rs_phase( 'removed the demo catalogue' );

	// Counting is deferred from here (deleting posts above switches comment counting back on): terms once at the end,
	// comments too, where WooCommerce recomputes each reviewed product's rating (WC_Comments::clear_transients).
	wp_defer_term_counting( true );
	wp_defer_comment_counting( true );

	// ---- settings ----------------------------------------------------------------------------------------------------
	$s      = $rs_catalogue['settings'];
	$format = $s['priceFormat'];
	$opts   = [
		'woocommerce_currency'                              => $s['currency'],
		'woocommerce_currency_pos'                          => 'left' === $format['symbolPosition'] ? 'left' : 'right',
		'woocommerce_price_decimal_sep'                     => $format['decimalSep'],
		'woocommerce_price_thousand_sep'                    => $format['thousandSep'],
		'woocommerce_price_num_decimals'                    => (string) $format['decimals'],
		'woocommerce_default_country'                       => $s['baseCountry'],
		'woocommerce_store_address'                         => '',
		'woocommerce_store_address_2'                       => '',
		'woocommerce_store_city'                            => '',
		'woocommerce_store_postcode'                        => '',
		'woocommerce_allowed_countries'                     => $s['allowedCountries'] ? 'specific' : 'all',
		'woocommerce_specific_allowed_countries'            => $s['allowedCountries'],
		'woocommerce_ship_to_countries'                     => '',
		'woocommerce_default_customer_address'              => 'base',
		'woocommerce_calc_taxes'                            => 'yes',
		'woocommerce_prices_include_tax'                    => $s['pricesIncludeTax'] ? 'yes' : 'no',
		'woocommerce_tax_based_on'                          => $s['taxBasedOn'],
		'woocommerce_shipping_tax_class'                    => 'inherit',
		'woocommerce_tax_round_at_subtotal'                 => $s['taxRoundAtSubtotal'] ? 'yes' : 'no',
		'woocommerce_tax_display_shop'                      => $s['pricesIncludeTax'] ? 'incl' : 'excl',
		'woocommerce_tax_display_cart'                      => $s['pricesIncludeTax'] ? 'incl' : 'excl',
		'woocommerce_manage_stock'                          => 'yes',
		'woocommerce_enable_reviews'                        => 'yes',
		'woocommerce_enable_review_rating'                  => 'yes',
		'woocommerce_review_rating_required'                => 'yes',
		'woocommerce_enable_guest_checkout'                 => 'yes',
		'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
		'woocommerce_enable_myaccount_registration'         => 'yes',
		'woocommerce_downloads_grant_access_after_payment'  => 'yes',
	];
	foreach ( $opts as $key => $value ) {
		update_option( $key, $value );
	}
	$woographql = get_option( 'woographql_settings', [] );
	update_option( 'woographql_settings', array_merge( is_array( $woographql ) ? $woographql : [], [ 'set_session_token_type' => 'legacy' ] ) );
	$gateway_order = [];
	foreach ( WC()->payment_gateways()->payment_gateways() as $gateway_id => $gateway ) {
		$gateway_order[ $gateway_id ] = 100 + count( $gateway_order );
	}
	foreach ( [ 'cheque' ] as $off ) {
		$settings            = get_option( "woocommerce_{$off}_settings", [] );
		$settings['enabled'] = 'no';
		update_option( "woocommerce_{$off}_settings", $settings );
	}
	foreach ( $s['paymentGateways'] as $i => $gw ) {
		$settings = array_merge(
			(array) get_option( "woocommerce_{$gw['id']}_settings", [] ),
			[ 'enabled' => 'yes', 'title' => $gw['title'], 'description' => $gw['description'], 'instructions' => $gw['description'] ]
		);
		if ( 'cod' === $gw['id'] ) {
			$settings['enable_for_methods'] = [];
			$settings['enable_for_virtual'] = 'yes';
		}
		update_option( "woocommerce_{$gw['id']}_settings", $settings );
		$gateway_order[ $gw['id'] ] = $i;
	}
	asort( $gateway_order );
	update_option( 'woocommerce_gateway_order', $gateway_order );

	// Taxes: the standard class holds exactly the exported rates.
	foreach ( $wpdb->get_col( "SELECT tax_rate_id FROM {$wpdb->prefix}woocommerce_tax_rates" ) as $rate_id ) {
		WC_Tax::_delete_tax_rate( $rate_id );
	}
	foreach ( $s['taxRates'] as $i => $rate ) {
		WC_Tax::_insert_tax_rate(
			[
				'tax_rate_country'  => $rate['country'],
				'tax_rate_state'    => '',
				'tax_rate'          => $rate['rate'],
				'tax_rate_name'     => $rate['label'],
				'tax_rate_priority' => 1,
				'tax_rate_compound' => 0,
				'tax_rate_shipping' => $rate['shipping'] ? 1 : 0,
				'tax_rate_order'    => $i,
				'tax_rate_class'    => '',
			]
		);
	}
	rs_db_check( 'tax rates' );
	rs_phase( 'settings and taxes' );

	// Shipping: the exported zones in order; the one without countries is WooCommerce's "rest of the world" zone 0.
	foreach ( WC_Shipping_Zones::get_zones( 'ids' ) as $zone_id => $unused ) {
		WC_Shipping_Zones::delete_zone( $zone_id );
	}
	$rest = new WC_Shipping_Zone( 0 );
	foreach ( $rest->get_shipping_methods() as $instance_id => $unused ) {
		$rest->delete_shipping_method( $instance_id );
	}
	$shipping_instances = []; // country => [ method => instance id ]
	foreach ( $s['shippingZones'] as $z ) {
		$zone = $z['countries'] ? new WC_Shipping_Zone() : $rest;
		if ( $z['countries'] ) {
			$zone->set_zone_name( $z['name'] );
			$zone->set_zone_order( $z['order'] );
			foreach ( $z['countries'] as $country ) {
				$zone->add_location( $country, 'country' );
			}
			$zone->save();
		}
		$ids = [];
		// The reference API (server/domain/pricing.ts) picks free shipping whenever it is offered (unless the shopper
		// chose another rate); WooCommerce picks the zone's first offered rate, so free shipping goes first. And a
		// free-shipping coupon adds a free rate to a zone that has none: in WooCommerce, a free-shipping method that
		// requires such a coupon.
		$methods = array_merge(
			array_values( array_filter( $z['methods'], static fn( $m ) => 'free_shipping' === $m['method'] ) ),
			array_values( array_filter( $z['methods'], static fn( $m ) => 'free_shipping' !== $m['method'] ) )
		);
		if ( 'free_shipping' !== ( $methods[0]['method'] ?? '' ) ) {
			array_unshift( $methods, [ 'method' => 'free_shipping', 'title' => 'Free shipping', 'cost' => '0.00', 'minAmount' => null ] );
		}
		foreach ( $methods as $m ) {
			$instance_id = $zone->add_shipping_method( $m['method'] );
			if ( ! $instance_id ) {
				rs_fail( "shipping method {$m['method']} cannot be added to zone {$z['name']}" );
			}
			if ( 'free_shipping' === $m['method'] ) {
				$settings = [
					'title'            => $m['title'],
					'requires'         => null === $m['minAmount'] ? 'coupon' : 'either',
					'min_amount'       => null === $m['minAmount'] ? '' : $m['minAmount'],
					'ignore_discounts' => 'no',
				];
			} else {
				$settings = [ 'title' => $m['title'], 'tax_status' => 'taxable', 'cost' => $m['cost'] ];
			}
			update_option( "woocommerce_{$m['method']}_{$instance_id}_settings", $settings );
			$ids[ $m['method'] ] = $ids[ $m['method'] ] ?? $instance_id;
		}
		foreach ( $z['countries'] ?: [ '*' ] as $country ) {
			$shipping_instances[ $country ] = $ids;
		}
	}
	WC_Cache_Helper::get_transient_version( 'shipping', true );
	rs_db_check( 'shipping zones' );
	rs_phase( 'shipping' );

	// ---- attributes --------------------------------------------------------------------------------------------------
	$attribute_ids = []; // taxonomy => attribute id
	$term_ids      = []; // taxonomy => slug => term id
	foreach ( $rs_catalogue['attributes'] as $a ) {
		$taxonomy = $a['taxonomy'];
		$id       = wc_attribute_taxonomy_id_by_name( $a['slug'] );
		if ( ! $id ) {
			$id = wc_create_attribute( [ 'name' => $a['label'], 'slug' => $a['slug'], 'type' => 'select', 'order_by' => 'menu_order', 'has_archives' => ! empty( $a['hasArchives'] ) ] );
		} else {
			$existing = wc_get_attribute( $id );
			if ( $existing->name !== $a['label'] || 'menu_order' !== $existing->order_by || (bool) $existing->has_archives !== ! empty( $a['hasArchives'] ) ) {
				$id = wc_update_attribute( $id, [ 'name' => $a['label'], 'slug' => $a['slug'], 'type' => $existing->type, 'order_by' => 'menu_order', 'has_archives' => ! empty( $a['hasArchives'] ) ] );
			}
		}
		if ( is_wp_error( $id ) ) {
			rs_fail( "attribute $taxonomy: " . $id->get_error_message() );
		}
		$attribute_ids[ $taxonomy ] = $id;
		if ( ! taxonomy_exists( $taxonomy ) ) {
			register_taxonomy( $taxonomy, [ 'product', 'product_variation' ], [ 'hierarchical' => false, 'show_ui' => false, 'query_var' => true, 'rewrite' => false ] );
		}
		// The tree's own terms go; the exported ones come in their order.
		foreach ( get_terms( [ 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'ids' ] ) as $old_term ) {
			wp_delete_term( $old_term, $taxonomy );
		}
		foreach ( $a['terms'] as $t ) {
			$tid = rs_term_id( wp_insert_term( $t['name'], $taxonomy, [ 'slug' => $t['slug'] ] ), "term $taxonomy/{$t['slug']}" );
			update_term_meta( $tid, 'order', $t['order'] );
			$term_ids[ $taxonomy ][ $t['slug'] ] = $tid;
		}
	}
	rs_db_check( 'attributes' );
	rs_phase( 'attributes' );

	// ---- categories and tags -----------------------------------------------------------------------------------------
	$category_ids = [];
	$pending      = $rs_catalogue['categories'];
	while ( $pending ) { // parents before children
		$left = [];
		foreach ( $pending as $c ) {
			if ( $c['parent'] && ! isset( $category_ids[ $c['parent'] ] ) ) {
				$left[] = $c;
				continue;
			}
			$args = [ 'slug' => $c['slug'], 'description' => $c['description'], 'parent' => $c['parent'] ? $category_ids[ $c['parent'] ] : 0 ];
			$term = get_term_by( 'slug', $c['slug'], 'product_cat' );
			$tid  = $term
				? rs_term_id( wp_update_term( $term->term_id, 'product_cat', $args + [ 'name' => $c['name'] ] ), "category {$c['slug']}" )
				: rs_term_id( wp_insert_term( $c['name'], 'product_cat', $args ), "category {$c['slug']}" );
			update_term_meta( $tid, 'order', $c['order'] );
			update_term_meta( $tid, 'display_type', '' );
			if ( ! empty( $c['image'] ) ) {
				update_term_meta( $tid, 'thumbnail_id', rs_image( $c['image'] ) );
			}
			$category_ids[ $c['slug'] ] = $tid;
		}
		if ( count( $left ) === count( $pending ) ) {
			rs_fail( 'categories with unknown parents: ' . implode( ', ', array_column( $left, 'slug' ) ) );
		}
		$pending = $left;
	}
	// Categories of the tree that the catalogue does not use (and that nothing else uses) go.
	$default_cat = (int) get_option( 'default_product_cat', 0 );
	foreach ( get_terms( [ 'taxonomy' => 'product_cat', 'hide_empty' => false ] ) as $term ) {
		if ( ! isset( $category_ids[ $term->slug ] ) && $term->term_id !== $default_cat
			&& ! $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$wpdb->term_relationships} WHERE term_taxonomy_id = %d LIMIT 1", $term->term_taxonomy_id ) ) ) {
			wp_delete_term( $term->term_id, 'product_cat' );
		}
	}
	$tag_ids = [];
	foreach ( $rs_catalogue['tags'] as $t ) {
		$term                   = get_term_by( 'slug', $t['slug'], 'product_tag' );
		$tag_ids[ $t['slug'] ] = $term ? (int) $term->term_id : rs_term_id( wp_insert_term( $t['name'], 'product_tag', [ 'slug' => $t['slug'], 'description' => $t['description'] ] ), "tag {$t['slug']}" );
	}
	rs_db_check( 'categories and tags' );
	rs_phase( 'categories and tags' );

	// ---- products ----------------------------------------------------------------------------------------------------
	// From here on transients live in memory only, as with an external object cache: each product save deletes a
	// dozen cached lists, which would otherwise be a query each. WooCommerce's transients are cleared in the
	// database at the end.
	wp_using_ext_object_cache( true );
	$product_ids   = []; // slug => id
	$variation_ids = []; // product slug => [ json of sorted attributes => variation id ]
	$class_of      = [ 'simple' => 'WC_Product_Simple', 'variable' => 'WC_Product_Variable', 'external' => 'WC_Product_External' ];

	$set_stock = static function ( WC_Product $product, array $stock ) {
		$product->set_manage_stock( $stock['manage'] );
		if ( $stock['manage'] ) {
			$product->set_stock_quantity( $stock['quantity'] );
			$product->set_low_stock_amount( null === $stock['low'] ? '' : $stock['low'] );
		}
		$product->set_backorders( $stock['backorders'] );
		$product->set_stock_status( $stock['status'] );
	};
	$set_shipping = static function ( WC_Product $product, array $p ) {
		$product->set_weight( $p['weight'] ?? '' );
		$product->set_length( $p['length'] ?? '' );
		$product->set_width( $p['width'] ?? '' );
		$product->set_height( $p['height'] ?? '' );
	};
	$attribute_objects = static function ( array $p ) use ( $attribute_ids, $term_ids ) {
		$list = [];
		foreach ( $p['attributes'] as $a ) {
			$attr = new WC_Product_Attribute();
			$attr->set_id( $attribute_ids[ $a['taxonomy'] ] ?? rs_fail( "{$p['slug']}: unknown attribute {$a['taxonomy']}" ) );
			$attr->set_name( $a['taxonomy'] );
			$attr->set_options(
				array_map(
					static fn( $slug ) => $term_ids[ $a['taxonomy'] ][ $slug ] ?? rs_fail( "{$p['slug']}: unknown term {$a['taxonomy']}/$slug" ),
					$a['options']
				)
			);
			$attr->set_position( $a['position'] );
			$attr->set_visible( $a['visible'] );
			$attr->set_variation( $a['variation'] );
			$list[ $a['taxonomy'] ] = $attr;
		}
		foreach ( $p['localAttributes'] as $a ) {
			$attr = new WC_Product_Attribute();
			$attr->set_id( 0 );
			$attr->set_name( $a['name'] );
			$attr->set_options( $a['options'] );
			$attr->set_position( $a['position'] );
			$attr->set_visible( $a['visible'] );
			$attr->set_variation( $a['variation'] );
			$list[ sanitize_title( $a['name'] ) ] = $attr;
		}
		return $list;
	};

	// Ratings as WooCommerce derives them from approved reviews (WC_Comments::get_rating_counts_for_product and
	// friends), set at creation so the products are not saved again for them; checked against WooCommerce below.
	$ratings = []; // slug => [ rating => count ]
	$reviewed = []; // slug => approved reviews
	foreach ( $rs_catalogue['reviews'] as $r ) {
		if ( $r['approved'] ) {
			$reviewed[ $r['product'] ] = ( $reviewed[ $r['product'] ] ?? 0 ) + 1;
			if ( $r['rating'] > 0 ) {
				$ratings[ $r['product'] ][ $r['rating'] ] = ( $ratings[ $r['product'] ][ $r['rating'] ] ?? 0 ) + 1;
			}
		}
	}

	foreach ( $rs_catalogue['products'] as $p ) {
		$class = $class_of[ $p['type'] ] ?? rs_fail( "{$p['slug']}: unknown product type {$p['type']}" );
		/** @var WC_Product $product */
		$product = new $class();
		$product->set_name( $p['name'] );
		$product->set_slug( $p['slug'] );
		$product->set_status( $p['status'] );
		$product->set_catalog_visibility( $p['catalogVisibility'] );
		$product->set_featured( $p['featured'] );
		if ( $p['sku'] ) {
			$product->set_sku( $p['sku'] );
		}
		$product->set_description( $p['description'] );
		$product->set_short_description( $p['shortDescription'] );
		$product->set_menu_order( $p['menuOrder'] );
		$product->set_date_created( rs_iso_ts( $p['dateCreated'] ) );
		$product->set_reviews_allowed( $p['reviewsAllowed'] );
		$product->set_purchase_note( (string) $p['purchaseNote'] );
		$product->set_sold_individually( $p['soldIndividually'] );
		$product->set_total_sales( $p['totalSales'] );
		$product->set_category_ids( array_map( static fn( $slug ) => $category_ids[ $slug ] ?? rs_fail( "{$p['slug']}: unknown category $slug" ), $p['categories'] ) );
		$product->set_tag_ids( array_map( static fn( $slug ) => $tag_ids[ $slug ] ?? rs_fail( "{$p['slug']}: unknown tag $slug" ), $p['tags'] ) );
		if ( 'variable' !== $p['type'] ) {
			$product->set_regular_price( (string) $p['regularPrice'] );
			$product->set_sale_price( (string) $p['salePrice'] );
			$product->set_date_on_sale_from( rs_iso_ts( $p['dateOnSaleFrom'] ) );
			$product->set_date_on_sale_to( rs_iso_ts( $p['dateOnSaleTo'] ) );
		}
		if ( 'external' === $p['type'] ) {
			$product->set_product_url( (string) $p['externalUrl'] );
			$product->set_button_text( (string) $p['buttonText'] );
		} else {
			$set_stock( $product, $p['stock'] );
			$product->set_virtual( $p['virtual'] );
			$product->set_downloadable( $p['downloadable'] );
		}
		$set_shipping( $product, $p );
		if ( $p['downloadable'] ) {
			$downloads = [];
			foreach ( $p['downloads'] as $d ) {
				$download = new WC_Product_Download();
				$download->set_id( $d['id'] );
				$download->set_name( $d['name'] );
				$download->set_file( rs_download_file( $d['file'], $p['name'] ) );
				$downloads[] = $download;
			}
			$product->set_downloads( $downloads );
			$product->set_download_limit( $p['downloadLimit'] ?? -1 );
			$product->set_download_expiry( $p['downloadExpiry'] ?? -1 );
		}
		if ( $p['image'] ) {
			$product->set_image_id( rs_image( $p['image'] ) );
		}
		$product->set_gallery_image_ids( array_map( 'rs_image', $p['gallery'] ) );
		$product->set_attributes( $attribute_objects( $p ) );
		if ( 'variable' === $p['type'] ) {
			$product->set_default_attributes( $p['defaultAttributes'] );
		}
		$counts = $ratings[ $p['slug'] ] ?? [];
		ksort( $counts );
		$rated = array_sum( $counts );
		$product->set_rating_counts( $counts );
		$product->set_average_rating( $rated ? number_format( array_sum( array_map( static fn( $r, $n ) => $r * $n, array_keys( $counts ), $counts ) ) / $rated, 2, '.', '' ) : 0 );
		$product->set_review_count( $reviewed[ $p['slug'] ] ?? 0 );
		$product->save();
		rs_db_check( "product {$p['slug']}" );
		$product_ids[ $p['slug'] ] = $product->get_id();
		++$rs_counts['products'];

		foreach ( $p['variations'] as $v ) {
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $product->get_id() );
			$variation->set_attributes( $v['attributes'] );
			$variation->set_status( $v['status'] );
			if ( $v['sku'] ) {
				$variation->set_sku( $v['sku'] );
			}
			$variation->set_regular_price( (string) $v['regularPrice'] );
			$variation->set_sale_price( (string) $v['salePrice'] );
			$variation->set_menu_order( $v['menuOrder'] );
			$variation->set_virtual( $v['virtual'] );
			$set_stock( $variation, $v['stock'] );
			$set_shipping( $variation, $v );
			if ( $v['image'] ) {
				$variation->set_image_id( rs_image( $v['image'] ) );
			}
			$variation->save();
			rs_db_check( "variation {$v['slug']}" );
			$key = $v['attributes'];
			ksort( $key );
			$variation_ids[ $p['slug'] ][ wp_json_encode( $key ) ] = $variation->get_id();
			++$rs_counts['variations'];
		}
		if ( $p['variations'] ) {
			wc_delete_product_transients( $product->get_id() );
			WC_Product_Variable::sync( $product->get_id() );
		}
	}
	// The parents were synced above; nothing is left for the end of the request.
	$GLOBALS['wc_deferred_product_sync'] = [];

	rs_phase( 'products' );
	// ---- reviews (ratings and counts are recomputed per product when comment counting resumes) -------------------------
	foreach ( $rs_catalogue['reviews'] as $r ) {
		$post_id = $product_ids[ $r['product'] ] ?? rs_fail( "review of unknown product {$r['product']}" );
		$date    = gmdate( 'Y-m-d H:i:s', strtotime( $r['date'] ) );
		$id      = wp_insert_comment(
			[
				'comment_post_ID'      => $post_id,
				'comment_author'       => $r['author'],
				'comment_author_email' => $r['email'],
				'comment_author_url'   => (string) $r['url'],
				'comment_content'      => $r['content'],
				'comment_type'         => 'review',
				'comment_approved'     => $r['approved'] ? 1 : 0,
				'comment_date'         => get_date_from_gmt( $date ),
				'comment_date_gmt'     => $date,
				'user_id'              => 0,
				'comment_meta'         => [ 'rating' => (int) $r['rating'], 'verified' => 0 ],
			]
		);
		if ( ! $id ) {
			rs_fail( "review on {$r['product']} not saved: {$wpdb->last_error}" );
		}
		++$rs_counts['reviews'];
	}

	rs_phase( 'reviews' );

	// ---- coupons -----------------------------------------------------------------------------------------------------
	foreach ( $rs_catalogue['coupons'] as $c ) {
		$coupon = new WC_Coupon();
		$coupon->set_code( $c['code'] );
		$coupon->set_description( $c['description'] );
		$coupon->set_discount_type( $c['type'] );
		$coupon->set_amount( $c['amount'] );
		$coupon->set_date_expires( rs_iso_ts( $c['expires'] ) );
		$coupon->set_usage_limit( $c['usageLimit'] ?? 0 );
		$coupon->set_usage_limit_per_user( $c['usageLimitPerUser'] ?? 0 );
		$coupon->set_usage_count( $c['usageCount'] );
		$coupon->set_minimum_amount( (string) $c['minimumAmount'] );
		$coupon->set_maximum_amount( (string) $c['maximumAmount'] );
		$coupon->set_individual_use( $c['individualUse'] );
		$coupon->set_free_shipping( $c['freeShipping'] );
		$coupon->set_product_ids( array_map( static fn( $slug ) => $product_ids[ $slug ] ?? rs_fail( "coupon {$c['code']}: unknown product $slug" ), $c['products'] ) );
		$coupon->set_email_restrictions( $c['emailRestrictions'] );
		$coupon->save();
		rs_db_check( "coupon {$c['code']}" );
		++$rs_counts['coupons'];
	}

	rs_phase( 'coupons' );

	// ---- the demo customer and its orders ------------------------------------------------------------------------------
	$cu = $rs_catalogue['customer'];
	if ( get_user_by( 'login', $cu['username'] ) || get_user_by( 'email', $cu['email'] ) ) {
		rs_fail( "the store already has a user {$cu['username']} / {$cu['email']}" );
	}
	$address_fields = [ 'firstName' => 'first_name', 'lastName' => 'last_name', 'company' => 'company', 'address1' => 'address_1', 'address2' => 'address_2', 'city' => 'city', 'state' => 'state', 'postcode' => 'postcode', 'country' => 'country', 'email' => 'email', 'phone' => 'phone' ];
	$set_address    = static function ( $object, $type, array $address ) use ( $address_fields ) {
		foreach ( $address_fields as $from => $to ) {
			$setter = "set_{$type}_{$to}";
			if ( isset( $address[ $from ] ) && method_exists( $object, $setter ) ) {
				$object->$setter( $address[ $from ] );
			}
		}
	};
	$customer = new WC_Customer();
	$customer->set_username( $cu['username'] );
	$customer->set_email( $cu['email'] );
	$customer->set_password( $cu['password'] );
	$customer->set_first_name( $cu['firstName'] );
	$customer->set_last_name( $cu['lastName'] );
	$customer->set_display_name( $cu['displayName'] );
	$customer->set_role( $cu['role'] );
	$customer->set_date_created( rs_iso_ts( $cu['dateCreated'] ) );
	$set_address( $customer, 'billing', $cu['billing'] );
	$set_address( $customer, 'shipping', $cu['shipping'] );
	$customer->save();
	rs_db_check( 'customer' );
	$wpdb->update( $wpdb->users, [ 'user_registered' => gmdate( 'Y-m-d H:i:s', strtotime( $cu['dateCreated'] ) ) ], [ 'ID' => $customer->get_id() ] );

	$download_store = WC_Data_Store::load( 'customer-download' );
	foreach ( $cu['orders'] as $o ) {
		$order = wc_create_order( [ 'customer_id' => $customer->get_id(), 'created_via' => 'admin' ] );
		if ( is_wp_error( $order ) ) {
			rs_fail( 'order: ' . $order->get_error_message() );
		}
		$order->set_currency( $o['currency'] );
		$order->set_prices_include_tax( (bool) $s['pricesIncludeTax'] );
		$set_address( $order, 'billing', $o['billing'] );
		$set_address( $order, 'shipping', $o['shipping'] );
		$order->set_payment_method( $o['paymentMethod'] );
		$order->set_payment_method_title( $o['paymentMethodTitle'] );
		$order->set_customer_note( (string) $o['customerNote'] );
		foreach ( $o['lines'] as $l ) {
			$id = $product_ids[ $l['product'] ] ?? rs_fail( "order line of unknown product {$l['product']}" );
			if ( null !== $l['variation'] ) {
				$key = $l['variation'];
				ksort( $key );
				$id = $variation_ids[ $l['product'] ][ wp_json_encode( $key ) ] ?? rs_fail( "order line: no variation {$l['product']} " . wp_json_encode( $key ) );
			}
			if ( ! $order->add_product( wc_get_product( $id ), $l['quantity'] ) ) {
				rs_fail( "order line {$l['product']} not added" );
			}
		}
		$country = $o['shipping']['country'] ?? $s['baseCountry'];
		foreach ( $o['shippingLines'] as $sl ) {
			$item = new WC_Order_Item_Shipping();
			$item->set_method_title( $sl['title'] );
			$item->set_method_id( $sl['methodId'] );
			$item->set_instance_id( (string) ( $shipping_instances[ $country ][ $sl['methodId'] ] ?? $shipping_instances['*'][ $sl['methodId'] ] ?? 0 ) );
			$item->set_total( $sl['total'] );
			$order->add_item( $item );
		}
		foreach ( $o['couponCodes'] as $code ) {
			$order->apply_coupon( $code );
		}
		$order->calculate_totals( true );
		$order->set_date_created( rs_iso_ts( $o['date'] ) );
		$order->set_date_paid( rs_iso_ts( $o['datePaid'] ) );
		$order->save();
		// Sales were counted in the export's figures already.
		$order->get_data_store()->set_recorded_sales( $order, true );
		// The status change runs WooCommerce's own hooks: a completed order grants the download permissions.
		$order->set_status( $o['status'] );
		$order->save();
		if ( $o['dateCompleted'] ) {
			$order->set_date_completed( rs_iso_ts( $o['dateCompleted'] ) );
			$order->save();
		}
		rs_db_check( 'order' );
		foreach ( $o['downloadPermissions'] as $perm ) {
			$found = 0;
			foreach ( $download_store->get_downloads( [ 'order_id' => $order->get_id(), 'product_id' => $product_ids[ $perm['product'] ] ] ) as $download ) {
				if ( $download->get_download_id() !== $perm['download'] ) {
					continue;
				}
				if ( $o['dateCompleted'] ) {
					$download->set_access_granted( rs_iso_ts( $o['dateCompleted'] ) );
				}
				$download->set_downloads_remaining( null === $perm['downloadsRemaining'] ? '' : $perm['downloadsRemaining'] );
				$download->set_access_expires( rs_iso_ts( $perm['accessExpires'] ) );
				$download->set_download_count( $perm['downloadCount'] );
				$download->save();
				++$found;
			}
			if ( ! $found ) {
				rs_fail( "order {$order->get_id()}: no download permission for {$perm['product']} ({$perm['download']}) was granted" );
			}
		}
		$expected = $o['totals']['total'];
		if ( wc_format_decimal( $order->get_total(), 2 ) !== wc_format_decimal( $expected, 2 ) ) {
			fwrite( STDERR, "note: order {$order->get_id()} totals {$order->get_total()} in the store, $expected in the export\n" );
		}
		++$rs_counts['orders'];
	}

	rs_phase( 'customer and orders' );

	// ---- counts, lookup tables, caches ---------------------------------------------------------------------------------
	// Comment counts now; WooCommerce's own rating computation (WC_Comments::clear_transients, which re-saves the
	// product) runs only for a product whose ratings it would compute differently from what it was created with.
	remove_action( 'wp_update_comment_count', [ 'WC_Comments', 'clear_transients' ] );
	wp_defer_comment_counting( false );
	add_action( 'wp_update_comment_count', [ 'WC_Comments', 'clear_transients' ] );
	foreach ( array_keys( $reviewed + $ratings ) as $slug ) {
		$product = wc_get_product( $product_ids[ $slug ] );
		$counts  = WC_Comments::get_rating_counts_for_product( $product );
		if ( $counts != $product->get_rating_counts() // phpcs:ignore Universal.Operators.StrictComparisons -- keys and counts, any order
			|| (int) WC_Comments::get_review_count_for_product( $product ) !== $product->get_review_count()
			|| (string) WC_Comments::get_average_rating_for_product( $product ) !== (string) $product->get_average_rating() ) {
			WC_Comments::clear_transients( $product->get_id() );
			fwrite( STDERR, "note: ratings of $slug recomputed by WooCommerce\n" );
		}
	}
	rs_phase( 'comment counts and ratings' );
	remove_filter( 'woocommerce_product_recount_terms', '__return_false' );
	wp_defer_term_counting( false );
	remove_filter( 'query', $lookup_off );
	$lookup = wc_get_container()->get( LookupDataStore::class );
	if ( $lookup->check_lookup_table_exists() ) {
		foreach ( $product_ids as $id ) {
			$lookup->create_data_for_product( $id );
		}
	}
	foreach ( [ 'min_max_price', 'stock_quantity', 'sku', 'global_unique_id', 'stock_status', 'average_rating', 'total_sales', 'downloadable', 'virtual', 'onsale', 'tax_class', 'tax_status' ] as $column ) {
		wc_update_product_lookup_tables_column( $column );
	}
	wc_recount_all_terms();
	// WooCommerce 9.8+ queues a deletion of related products' cached lists per saved product; every product here is
	// new, so there is nothing cached to delete (the product transients are cleared below).
	if ( function_exists( 'wc_delete_related_product_transients' ) ) {
		as_unschedule_all_actions( 'wc_delete_related_product_transients_async' ); // by hook: one statement
	}
	wp_using_ext_object_cache( false );
	$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_wc\\_%' OR option_name LIKE '\\_transient\\_timeout\\_wc\\_%'" );
	rs_db_check( 'lookup tables and counts' );
	rs_phase( 'counts and lookup tables' );
	$wpdb->query( 'COMMIT' );
	rs_db_check( 'commit' );
	$wpdb->query( 'SET autocommit = 1' );
	rs_phase( 'commit' );

	wc_delete_product_transients();
	wc_delete_shop_order_transients();
	delete_transient( 'wc_term_counts' );
	delete_transient( 'wc_count_comments' );
	WC_Cache_Helper::get_transient_version( 'product', true );
	wp_cache_flush();
	$GLOBALS['wc_deferred_product_sync'] = [];
} catch ( Throwable $e ) {
	$wpdb->query( 'ROLLBACK' );
	fwrite( STDERR, 'seed failed: ' . $e->getMessage() . ' (' . basename( $e->getFile() ) . ':' . $e->getLine() . ")\n" );
	exit( 1 );
}

printf(
	"seeded %d products, %d variations, %d reviews, %d coupons, %d orders in %.1f s\n",
	$rs_counts['products'],
	$rs_counts['variations'],
	$rs_counts['reviews'],
	$rs_counts['coupons'],
	$rs_counts['orders'],
	microtime( true ) - $rs_started
);
exit( 0 );
